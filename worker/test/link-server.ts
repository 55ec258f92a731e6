import { createServer, type Server, type ServerResponse } from "node:http";
import type { TestProject } from "vitest/node";

/**
 * A local web server the link checker's tests point at (vitest globalSetup, in Node): one path per kind of answer a
 * tool's web address can give. Its origin is provided to the tests as `linkServer`.
 */
declare module "vitest" {
  export interface ProvidedContext {
    linkServer: string;
  }
}

function redirect(res: ServerResponse, status: number, to: string) {
  res.writeHead(status, { Location: to }).end();
}

let server: Server | undefined;

/** Requests in flight per Host header, and the most seen at once: the checker must ask one host one thing at a time. */
const inFlight = new Map<string, number>();
const mostAtOnce = new Map<string, number>();

export async function setup(project: TestProject) {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/ok") return res.writeHead(200, { "Content-Type": "text/html" }).end("<h1>Tool</h1>");
    if (path === "/moved") return redirect(res, 301, "/ok");
    if (path === "/moved-twice") return redirect(res, 308, "/moved");
    if (path === "/temporary") return redirect(res, 302, "/ok");
    if (path === "/gone") return res.writeHead(404).end("not found");
    if (path === "/removed") return res.writeHead(410).end("gone");
    if (path === "/forbidden") return res.writeHead(403).end("bots go away");
    if (path === "/busy") return res.writeHead(429, { "Retry-After": "60" }).end();
    if (path === "/broken") return res.writeHead(500).end();
    if (path === "/loop") return redirect(res, 301, "/loop");
    if (path === "/user-agent") return res.writeHead(200).end(req.headers["user-agent"] ?? "");
    if (path === "/slow") {
      const host = req.headers.host ?? "";
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
      mostAtOnce.set(host, Math.max(mostAtOnce.get(host) ?? 0, inFlight.get(host) ?? 0));
      setTimeout(() => {
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
        res.writeHead(200).end("slow");
      }, 40);
      return;
    }
    if (path === "/most-at-once") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(Object.fromEntries(mostAtOnce)));
      mostAtOnce.clear();
      return;
    }
    // "/never" and anything else: never answers; the checker's timeout must end the wait.
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("link server did not start");
  project.provide("linkServer", `http://127.0.0.1:${address.port}`);
}

export async function teardown() {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
}
