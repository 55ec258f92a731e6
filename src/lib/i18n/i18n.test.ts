import { PREFIXED_LANGUAGES } from "@common/i18n/languages";
import i18next, { type i18n as I18n } from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "./i18n";

/**
 * The real i18next and i18next-http-backend against a stubbed `fetch`: what SPEC.md §8 and §9 ask of
 * translation loading (retries with a doubling wait, no retry for a missing file, at most 10 reads at once,
 * no request for the sets the Worker inlined).
 */

/** How the stubbed server answers one request: an HTTP status, or a failed connection. */
type Answer = number | "network";

interface Call {
  url: string;
  at: number;
}

/**
 * Answers each URL with its list of answers in turn (the last one repeats); URLs without a list get 200. A 200
 * carries a set whose one key names the file, so a test can tell which file was stored.
 */
function stubServer(answers: Record<string, Answer[]> = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    const seen = calls.filter((call) => call.url === url).length;
    calls.push({ url, at: Date.now() });
    const list = answers[url] ?? [200];
    const answer = list[Math.min(seen, list.length - 1)];
    if (answer === "network") throw new TypeError("Failed to fetch");
    const body = answer === 200 ? JSON.stringify({ file: url }) : "unavailable";
    return new Response(body, { status: answer, headers: { "content-type": "application/json" } });
  });
  return calls;
}

const callsTo = (calls: Call[], url: string) => calls.filter((call) => call.url === url);
const gaps = (calls: Call[]) => calls.slice(1).map((call, i) => call.at - (calls[i]?.at ?? 0));

/** An English page whose translations the Worker inlined, as on a first visit to `/`. */
async function englishPage(): Promise<I18n> {
  const instance = i18next.createInstance();
  await initI18n({ lng: "en", resources: { common: { greeting: "Hello" } } }, instance);
  return instance;
}

/**
 * Runs the fake clock until `work` settles. Timers fire at their due time and nowhere else, so the times the
 * stub records are exactly the waits i18next chose.
 */
async function runUntilSettled(work: Promise<unknown>): Promise<void> {
  let settled = false;
  void work.finally(() => {
    settled = true;
  });
  for (let round = 0; !settled; round++) {
    if (round > 200) throw new Error("translation loading never settled");
    await vi.runAllTimersAsync();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("translation loading (i18next-http-backend)", () => {
  it("retries a server error after 350 ms, then 700 ms, and stores the set once it arrives", async () => {
    const calls = stubServer({ "/locales/de/common.json": [503, 503, 200] });
    const i18n = await englishPage();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    await runUntilSettled(i18n.loadLanguages("de"));

    const common = callsTo(calls, "/locales/de/common.json");
    expect(common).toHaveLength(3);
    expect(gaps(common)).toEqual([350, 700]);
    expect(i18n.getResourceBundle("de", "common")).toEqual({ file: "/locales/de/common.json" });
  });

  it("gives up after 5 retries, each wait twice the one before", async () => {
    const calls = stubServer({ "/locales/fr/common.json": [503] });
    const i18n = await englishPage();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    await runUntilSettled(i18n.loadLanguages("fr"));

    const common = callsTo(calls, "/locales/fr/common.json");
    expect(gaps(common)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(i18n.hasResourceBundle("fr", "common")).toBe(false);
  });

  it("retries a failed connection", async () => {
    const calls = stubServer({ "/locales/ar/common.json": ["network", 200] });
    const i18n = await englishPage();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    await runUntilSettled(i18n.loadLanguages("ar"));

    expect(gaps(callsTo(calls, "/locales/ar/common.json"))).toEqual([350]);
    expect(i18n.hasResourceBundle("ar", "common")).toBe(true);
  });

  it("does not retry a missing file (404)", async () => {
    const calls = stubServer({ "/locales/pt/common.json": [404, 200] });
    const i18n = await englishPage();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });

    await runUntilSettled(i18n.loadLanguages("pt"));
    // Long past every wait a retry could have used.
    await vi.advanceTimersByTimeAsync(60_000);

    expect(callsTo(calls, "/locales/pt/common.json")).toHaveLength(1);
    expect(i18n.hasResourceBundle("pt", "common")).toBe(false);
  });

  it("keeps at most 10 reads in flight when every other language loads at once, with a second set each", async () => {
    const i18n = await englishPage();
    const waiting: Array<() => void> = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let requested = 0;
    vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
      requested++;
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise<Response>((resolve) => {
        waiting.push(() => {
          inFlight--;
          resolve(new Response(JSON.stringify({ file: String(input) }), { status: 200 }));
        });
      });
    });
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

    // The site has one set per language; a second (as a guide's own texts would be) makes more reads than the limit.
    const loading = Promise.all([i18n.loadLanguages([...PREFIXED_LANGUAGES]), i18n.loadNamespaces("second")]);
    await tick();
    expect(requested).toBe(10);
    while (waiting.length) {
      waiting.shift()?.();
      await tick();
    }
    await loading;

    // Eight languages, two sets each, and English's second set; never more than 10 answers outstanding.
    expect(requested).toBe(17);
    expect(mostInFlight).toBe(10);
    for (const lng of PREFIXED_LANGUAGES) expect(i18n.hasResourceBundle(lng, "second")).toBe(true);
  });

  it("requests nothing for the language whose sets the Worker inlined", async () => {
    const calls = stubServer();
    window.history.replaceState(null, "", "/de/tools");
    const i18n = i18next.createInstance();

    await initI18n({ lng: "de", resources: { common: { greeting: "Hallo" } } }, i18n);

    expect(i18n.language).toBe("de");
    expect(i18n.t("greeting" as never)).toBe("Hallo");
    expect(calls).toEqual([]);
  });
});

describe("English fallback (SPEC.md §9: default and fallback en), fetched only when needed", () => {
  /** A server whose English sets hold `greeting` and `farewell`, and whose other sets hold nothing. */
  function serverWithEnglish(answers: Record<string, Answer> = {}): Call[] {
    const calls: Call[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push({ url, at: Date.now() });
      const answer = answers[url] ?? 200;
      if (answer !== 200) return new Response("unavailable", { status: answer === "network" ? 503 : answer });
      const body = url === "/locales/en/common.json" ? { greeting: "Hello", farewell: "Goodbye" } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    return calls;
  }

  it("a key missing from the visitor's language shows the English text once English has loaded", async () => {
    const calls = serverWithEnglish();
    window.history.replaceState(null, "", "/de/tools");
    const i18n = i18next.createInstance();
    await initI18n({ lng: "de", resources: { common: { greeting: "Hallo" } } }, i18n);
    const loaded = new Promise((resolve) => i18n.on("loaded", resolve));

    expect(i18n.t("greeting" as never)).toBe("Hallo");
    expect(calls).toEqual([]);
    i18n.t("farewell" as never);
    await loaded;

    expect(i18n.t("farewell" as never)).toBe("Goodbye");
    expect(i18n.t("greeting" as never)).toBe("Hallo");
    expect(callsTo(calls, "/locales/en/common.json")).toHaveLength(1);
  });

  it("a language whose set fails to load shows English instead of its keys", async () => {
    const calls = serverWithEnglish({ "/locales/fr/common.json": 404 });
    window.history.replaceState(null, "", "/de/");
    const i18n = i18next.createInstance();
    await initI18n({ lng: "de", resources: { common: { greeting: "Hallo" } } }, i18n);

    await i18n.changeLanguage("fr");
    await vi.waitFor(() => expect(i18n.hasResourceBundle("en", "common")).toBe(true));

    expect(i18n.language).toBe("fr");
    expect(i18n.t("farewell" as never)).toBe("Goodbye");
    expect(callsTo(calls, "/locales/fr/common.json")).toHaveLength(1);
  });
});

describe("language detection (SPEC.md §4): URL prefix, stored choice, browser languages, then <html lang>", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.documentElement.removeAttribute("lang");
  });

  /** Starts i18next on an unprefixed URL with nothing inlined, as the app does without the Worker's sets. */
  async function detected(): Promise<string> {
    stubServer();
    const instance = i18next.createInstance();
    await initI18n(null, instance);
    return instance.resolvedLanguage ?? "";
  }

  it("with nothing stored, the browser's first supported language is chosen", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["xx-XX", "pt-BR", "de"]);
    expect(await detected()).toBe("pt");
  });

  it("a stored choice beats the browser's languages", async () => {
    localStorage.setItem("i18nextLng", "fr");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    expect(await detected()).toBe("fr");
  });

  it("when no browser language is supported, the page's lang attribute decides", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["xx-XX"]);
    vi.spyOn(navigator, "language", "get").mockReturnValue("xx-XX");
    document.documentElement.setAttribute("lang", "he");
    expect(await detected()).toBe("he");
  });
});
