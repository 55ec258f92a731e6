import type { APIResponse, Browser, BrowserContext } from "@playwright/test";
import type { CatalogueFile, EditableTool } from "../../common/catalogue/contract";
import { CATALOGUE_FILE_FORMAT } from "../../common/catalogue/contract";
import type { FactGroup } from "../../common/catalogue/tool-facts";
import { E2E_ADMIN } from "./e2e-admin";
import { expect } from "./fixtures";

/**
 * The admin catalogue API as the specs that edit the catalogue use it: a browser context signed in over HTTP (its
 * `request` shares the context's session cookie), from a network of its own so its sign-in counts against no other
 * spec's limit. Every write sends the site's Origin, as the dashboard's fetches do.
 */
export interface CatalogueAdmin {
  context: BrowserContext;
  load(id: string): Promise<{ tool: EditableTool; updatedAt: string }>;
  create(tool: EditableTool): Promise<{ tool: EditableTool; updatedAt: string }>;
  save(id: string, tool: EditableTool, updatedAt: string): Promise<{ tool: EditableTool; updatedAt: string }>;
  setStatus(id: string, status: EditableTool["status"]): Promise<{ tool: EditableTool; updatedAt: string }>;
  confirmFacts(id: string, groups: FactGroup[], updatedAt: string): Promise<{ tool: EditableTool; updatedAt: string }>;
  importTools(tools: EditableTool[]): Promise<{ created: number; updated: number; unchanged: number }>;
  close(): Promise<void>;
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

export async function signInCatalogueAdmin(
  browser: Browser,
  baseURL: string,
  network: string,
): Promise<CatalogueAdmin> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "CF-Connecting-IP": network } });
  const headers = { Origin: new URL(baseURL).origin };
  const signedIn = await context.request.post("/api/admin/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
    headers,
  });
  expect(await ok<{ authenticated: boolean }>(signedIn, "sign-in")).toMatchObject({ authenticated: true });
  const api = "/api/admin/catalogue";
  return {
    context,
    load: async (id) => ok(await context.request.get(`${api}/tools/${id}`), `load ${id}`),
    create: async (tool) =>
      ok(await context.request.post(`${api}/tools`, { data: tool, headers }), `create ${tool.id}`),
    save: async (id, tool, updatedAt) =>
      ok(await context.request.put(`${api}/tools/${id}`, { data: { tool, updatedAt }, headers }), `save ${id}`),
    setStatus: async (id, status) =>
      ok(await context.request.post(`${api}/tools/${id}/status`, { data: { status }, headers }), `status ${id}`),
    confirmFacts: async (id, groups, updatedAt) =>
      ok(
        await context.request.post(`${api}/tools/${id}/confirm-facts`, { data: { groups, updatedAt }, headers }),
        `confirm ${id}`,
      ),
    importTools: async (tools) => {
      const file: CatalogueFile = {
        format: CATALOGUE_FILE_FORMAT,
        version: 1,
        exportedAt: new Date().toISOString(),
        tools,
      };
      return ok(await context.request.post(`${api}/import`, { data: file, headers, timeout: 120_000 }), "import");
    },
    close: () => context.close(),
  };
}
