import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { Component as Admin } from "../../app/routes/admin";
import { CatalogueSection } from "./catalogue-section";
import { requests, stubApi } from "./test-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = {
  id: "chatgpt",
  name: "ChatGPT",
  company: "OpenAI",
  category: "ai-assistants",
  status: "draft",
  featured: true,
  updatedAt: "2026-11-20T10:00:00.000Z",
  languages: { en: 8, es: 8, fr: 3, pt: 8, de: 8, ru: 0, he: 8, zh: 8, ar: 8 },
};

const listAnswer = (url: string) =>
  url.startsWith("/api/admin/catalogue/tools")
    ? Response.json({ tools: [ROW], matching: 120, page: 1, pageCount: 3 })
    : undefined;

function renderCatalogue(path = "/admin?view=catalogue") {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <CatalogueSection />
    </QueryClientProvider>,
    { path },
  );
}

// The editor is a large form: typing into it in jsdom takes seconds on a busy machine.
describe("the catalogue list", { timeout: 15_000 }, () => {
  it("asks the API for exactly the search and filters chosen, each filter starting again at page 1", async () => {
    const fetchMock = stubApi(listAnswer);
    const user = userEvent.setup();
    renderCatalogue("/admin?view=catalogue&page=2");
    expect(await screen.findByRole("link", { name: "ChatGPT" })).toBeInTheDocument();
    const lists = () => requests(fetchMock).filter((r) => r.startsWith("GET /api/admin/catalogue/tools"));
    expect(lists()).toEqual(["GET /api/admin/catalogue/tools?page=2"]);

    await user.selectOptions(screen.getByLabelText("Category"), "Video Creation");
    await user.selectOptions(screen.getByLabelText("Status"), "Draft");
    await user.selectOptions(screen.getByLabelText("Text missing in"), "German");
    await user.type(screen.getByLabelText("Search the catalogue"), "chat bot");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(lists().at(-1)).toBe(
        "GET /api/admin/catalogue/tools?q=chat+bot&category=video-creation&status=draft&incomplete=de",
      ),
    );
    expect(lists()).toEqual([
      "GET /api/admin/catalogue/tools?page=2",
      "GET /api/admin/catalogue/tools?category=video-creation",
      "GET /api/admin/catalogue/tools?category=video-creation&status=draft",
      "GET /api/admin/catalogue/tools?category=video-creation&status=draft&incomplete=de",
      "GET /api/admin/catalogue/tools?q=chat+bot&category=video-creation&status=draft&incomplete=de",
    ]);
  });

  it("shows each row's id, category, status, featured mark, last change and every language's completeness", async () => {
    stubApi(listAnswer);
    renderCatalogue();
    const link = await screen.findByRole("link", { name: "ChatGPT" });
    expect(link.getAttribute("href")).toBe("/admin?view=catalogue&edit=chatgpt");
    expect(screen.getByText("chatgpt")).toBeInTheDocument();
    expect(screen.getByText("Changed Nov 20, 2026").parentElement).toHaveTextContent(
      "AI Assistants · OpenAI · Changed Nov 20, 2026",
    );
    expect(screen.getAllByText("Draft").length).toBeGreaterThan(0);
    expect(screen.getByText("Featured")).toBeInTheDocument();
    expect(screen.getByText("de 8/8")).toBeInTheDocument();
    expect(screen.getByText("fr 3/8")).toBeInTheDocument();
    expect(screen.getByText("French: 3 of 8 fields written")).toBeInTheDocument();
    expect(screen.getByText("Translated in full: 6 of 8 languages")).toBeInTheDocument();
    expect(screen.getByText("Matching tools: 120")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 3")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/admin?view=catalogue&page=2");
  });

  it("an import the Worker refuses lists every error by tool, language and field, in words", async () => {
    stubApi((url, init) => {
      if (url === "/api/admin/catalogue/import" && init?.method === "POST") {
        return Response.json(
          {
            error: {
              code: "invalid_catalogue",
              message: "Invalid catalogue",
              fields: [
                { path: "tools.1.texts.de.example", key: "tooLong" },
                { path: "tools.0.id", key: "duplicateId" },
              ],
            },
          },
          { status: 400 },
        );
      }
      return listAnswer(url);
    });
    const user = userEvent.setup();
    renderCatalogue();
    await screen.findByRole("link", { name: "ChatGPT" });
    const file = new File([JSON.stringify({ tools: [{ id: "claude" }, { id: "chatgpt" }] })], "catalogue.json", {
      type: "application/json",
    });
    await user.upload(screen.getByLabelText("Import"), file);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Nothing was imported");
    expect(alert).toHaveTextContent("Tool 2 (chatgpt) · German · Example: This is too long.");
    expect(alert).toHaveTextContent("Tool 1 (claude) · ID (address): This ID appears more than once in the file.");
  });

  it("an import that passes shows what it created, updated and left unchanged", async () => {
    stubApi((url, init) =>
      url === "/api/admin/catalogue/import" && init?.method === "POST"
        ? Response.json({ created: 2, updated: 1, unchanged: 1044 })
        : listAnswer(url),
    );
    const user = userEvent.setup();
    renderCatalogue();
    await screen.findByRole("link", { name: "ChatGPT" });
    await user.upload(screen.getByLabelText("Import"), new File(["{}"], "c.json", { type: "application/json" }));
    expect(await screen.findByText("Created: 2 · Updated: 1 · Unchanged: 1,044")).toBeInTheDocument();
  });
});

describe("the admin screen's views", () => {
  it("links Dashboard and Catalogue in the URL and marks the current one", async () => {
    stubApi((url) => listAnswer(url) ?? (url === "/api/admin/auth" ? undefined : new Promise<Response>(() => {})));
    const user = userEvent.setup();
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <Admin />
      </QueryClientProvider>,
      { path: "/admin" },
    );
    const nav = await screen.findByRole("navigation", { name: "Admin sections" });
    const dashboard = screen.getByRole("link", { name: "Dashboard" });
    expect(dashboard).toHaveAttribute("aria-current", "page");
    expect(nav).toContainElement(dashboard);
    expect(screen.queryByRole("heading", { name: "Catalogue" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Catalogue" }));
    expect(await screen.findByRole("heading", { name: "Catalogue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Catalogue" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(screen.queryByRole("heading", { name: "Passkeys" })).toBeNull();
  });
});
