import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest, getQueryFn, throwIfResNotOk } from "./api-client";
import { createQueryClient } from "./query-client";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The typed error a call raises (fails the test when it raises nothing or something else). */
async function rejectionOf(call: unknown): Promise<ApiRequestError> {
  const error = await Promise.resolve(call).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

const errorFor = (res: Response) => rejectionOf(throwIfResNotOk(res));

describe("throwIfResNotOk", () => {
  it("passes OK answers", async () => {
    await expect(throwIfResNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });

  it("raises a typed error with the status, code and server message of the JSON error shape", async () => {
    const body = '{"error":{"code":"conflict","message":"Email already subscribed"}}';
    const error = await errorFor(new Response(body, { status: 409 }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ApiRequestError");
    expect(error.status).toBe(409);
    expect(error.code).toBe("conflict");
    expect(error.serverMessage).toBe("Email already subscribed");
    expect(error.message).toBe(`409: ${body}`);
  });

  it("keeps the message 'status: body text' for a body that is not the error shape, with no code", async () => {
    const error = await errorFor(new Response('{"error":"x"}', { status: 409 }));
    expect(error.message).toBe('409: {"error":"x"}');
    expect(error).toMatchObject({ status: 409, code: null, serverMessage: null });
  });

  it("a non-JSON body gives code null and the body text in the message", async () => {
    const error = await errorFor(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(error).toMatchObject({ status: 502, code: null, serverMessage: null });
    expect(error.message).toBe("502: <html>Bad gateway</html>");
  });

  it("an unknown code is null while the server's message is kept; a blank message is null", async () => {
    const unknown = await errorFor(
      Response.json({ error: { code: "teapot", message: "Short and stout" } }, { status: 418 }),
    );
    expect(unknown).toMatchObject({ status: 418, code: null, serverMessage: "Short and stout" });
    const blank = await errorFor(Response.json({ error: { code: "unauthorized", message: "  " } }, { status: 401 }));
    expect(blank).toMatchObject({ status: 401, code: "unauthorized", serverMessage: null });
  });

  it.each(["null", "42", '"text"', '{"error":null}', '{"error":"conflict"}', "[]"])(
    "JSON that is not an error object (%s) gives neither code nor server message",
    async (body) => {
      const error = await errorFor(new Response(body, { status: 400 }));
      expect(error).toMatchObject({ status: 400, code: null, serverMessage: null, message: `400: ${body}` });
    },
  );

  it("uses the status text when the body is empty", async () => {
    const error = await errorFor(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(error.message).toBe("503: Service Unavailable");
    expect(error).toMatchObject({ status: 503, code: null, serverMessage: null });
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

  it("raises a typed error on a non-OK answer", async () => {
    stubFetch(Response.json({ error: { code: "conflict", message: "Email already subscribed" } }, { status: 409 }));
    const error = await rejectionOf(apiRequest("POST", "/api/subscribe", { email: "a@b.co" }));
    expect(error).toMatchObject({ status: 409, code: "conflict", serverMessage: "Email already subscribed" });
    expect(error.message).toMatch(/^409: \{/);
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
    const error = await rejectionOf(getQueryFn({ on401: "throw" })(context("/api/admin/analytics")));
    expect(error).toMatchObject({ status: 401, code: null, message: "401: Unauthorized" });
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

describe("the analytics' error text (SPEC.md §8)", () => {
  it("errorText 'statusText' writes the status text even when there is a body", async () => {
    const res = () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" });
    expect((await errorFor(res())).message).toBe("502: <html>Bad gateway</html>");
    expect((await rejectionOf(throwIfResNotOk(res(), "statusText"))).message).toBe("502: Bad Gateway");
  });
});
