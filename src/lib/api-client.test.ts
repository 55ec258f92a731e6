import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, getQueryFn, throwIfResNotOk } from "./api-client";
import { createQueryClient } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("throwIfResNotOk", () => {
  it("passes OK answers", async () => {
    await expect(throwIfResNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });

  it("raises 'status: body text' for a non-OK answer", async () => {
    await expect(throwIfResNotOk(new Response('{"error":"x"}', { status: 409 }))).rejects.toThrow('409: {"error":"x"}');
  });

  it("uses the status text when the body is empty", async () => {
    await expect(
      throwIfResNotOk(new Response(null, { status: 503, statusText: "Service Unavailable" })),
    ).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiRequest", () => {
  it("sends JSON with a JSON content type when there is a body, always with credentials", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 201 }));
    await apiRequest("POST", "/api/subscribe", { email: "a@b.co" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/subscribe");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it("sends neither a content type nor a body without a body", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/admin/logout");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it("raises on a non-OK answer", async () => {
    stubFetch(new Response("Email already subscribed", { status: 409 }));
    await expect(apiRequest("POST", "/api/subscribe", { email: "a@b.co" })).rejects.toThrow(
      "409: Email already subscribed",
    );
  });
});

describe("getQueryFn", () => {
  const context = (key: string) =>
    ({ queryKey: [key], signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never;

  it("GETs the first element of the key with credentials and parses JSON", async () => {
    const fetchMock = stubFetch(Response.json({ totalVotes: 3 }));
    const data = await getQueryFn({ on401: "throw" })(context("/api/tools/chatgpt/stats"));
    expect(data).toEqual({ totalVotes: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/tools/chatgpt/stats");
    expect(fetchMock.mock.calls[0]![1]?.credentials).toBe("include");
  });

  it("turns a 401 into null when asked to", async () => {
    stubFetch(new Response("no", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context("/api/admin/analytics"))).resolves.toBeNull();
  });

  it("raises on a 401 by default", async () => {
    stubFetch(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context("/api/admin/analytics"))).rejects.toThrow("401: Unauthorized");
  });
});

describe("query client defaults", () => {
  it("never goes stale, never refetches on focus, never retries, collects garbage after 5 minutes", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
