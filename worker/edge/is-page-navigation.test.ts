import { describe, expect, it } from "vitest";
import { isPageNavigation } from "./is-page-navigation";

const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  isPageNavigation(new Request(`http://localhost${path}`, { method, headers }), path);

describe("isPageNavigation", () => {
  it("is a browser's navigation, or a request without fetch metadata, to a path without an extension", () => {
    expect(request("/de/tools", { "Sec-Fetch-Dest": "document" })).toBe(true);
    expect(request("/de/tools")).toBe(true);
    expect(request("/de/tools", {}, "HEAD")).toBe(true);
  });

  it("is a script's fetch that asks for HTML (the Saved page's service worker keeping the page)", () => {
    expect(request("/de/saved", { "Sec-Fetch-Dest": "empty", Accept: "text/html" })).toBe(true);
    expect(request("/de/saved", { "Sec-Fetch-Dest": "empty", Accept: "*/*" })).toBe(false);
  });

  it("is never an image, script or style request, an API call, a file or a write", () => {
    expect(request("/de/tools", { "Sec-Fetch-Dest": "image", Accept: "text/html" })).toBe(false);
    expect(request("/de/tools", { "Sec-Fetch-Dest": "script" })).toBe(false);
    expect(request("/api/health", { "Sec-Fetch-Dest": "document" })).toBe(false);
    expect(request("/favicon.png", { "Sec-Fetch-Dest": "document" })).toBe(false);
    expect(request("/de/tools", { "Sec-Fetch-Dest": "document" }, "POST")).toBe(false);
  });
});
