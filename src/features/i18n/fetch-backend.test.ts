import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchBackend } from "./fetch-backend";

afterEach(() => vi.unstubAllGlobals());

function read(language: string, namespace: string): Promise<[unknown, unknown]> {
  return new Promise((resolve) => {
    (fetchBackend.read as (l: string, n: string, cb: (e: unknown, d: unknown) => void) => void)(
      language,
      namespace,
      (err, data) => resolve([err, data]),
    );
  });
}

describe("translation fetch backend", () => {
  it("reads /locales/{lng}/{ns}.json and hands the parsed set to i18next", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ hello: "Hallo" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const [err, data] = await read("de", "common");
    expect(fetchMock).toHaveBeenCalledWith("/locales/de/common.json");
    expect(err).toBeNull();
    expect(data).toEqual({ hello: "Hallo" });
  });

  it.each([
    [503, true],
    [429, true],
    [404, false],
  ])("an answer of %i is an error, retried by i18next: %s", async (status, retry) => {
    vi.stubGlobal("fetch", async () => new Response("nope", { status }));
    const [err, data] = await read("fr", "tools");
    expect(String(err)).toContain(String(status));
    expect(data).toBe(retry);
  });

  it("a network failure is retried", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const [err, data] = await read("ar", "common");
    expect(String(err)).toContain("Failed to fetch");
    expect(data).toBe(true);
  });
});
