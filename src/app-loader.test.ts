import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appLoaderScript, loadAppAfterFirstPaint } from "./app-loader";

const added = () =>
  [...document.head.querySelectorAll("script[type=module], link[rel=modulepreload]")].map((el) => [
    el.tagName,
    el.getAttribute("src") ?? el.getAttribute("href"),
    el.getAttribute("crossorigin"),
  ]);

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
let paintCallbacks: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
const paint = () => {
  for (const callback of paintCallbacks)
    callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
};
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  constructor(private readonly callback: (typeof paintCallbacks)[number]) {}
  observe() {
    paintCallbacks.push(this.callback);
  }
  disconnect() {
    paintCallbacks = paintCallbacks.filter((c) => c !== this.callback);
  }
}

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  paintCallbacks = [];
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  // A prerendered page.
  document.body.innerHTML = '<div id="root"><main><h1>AI Tools Directory</h1></main></div>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  for (const el of document.head.querySelectorAll("script[type=module], link[rel=modulepreload]")) el.remove();
  document.body.innerHTML = "";
});

describe("loadAppAfterFirstPaint", () => {
  it("adds the preloads and the entry once the browser reports the first contentful paint", () => {
    loadAppAfterFirstPaint("/assets/index.js", ["/assets/a.js", "/assets/b.js"]);
    vi.advanceTimersByTime(1000);
    expect(added()).toEqual([]);
    paint();
    expect(added()).toEqual([
      ["LINK", "/assets/a.js", ""],
      ["LINK", "/assets/b.js", ""],
      ["SCRIPT", "/assets/index.js", ""],
    ]);
    // Once only: the safety timer later adds nothing more.
    vi.runAllTimers();
    expect(added()).toHaveLength(3);
  });

  it("starts after 2 s should no paint ever be reported", () => {
    loadAppAfterFirstPaint("/assets/index.js", []);
    vi.advanceTimersByTime(1999);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("without paint timing, waits for the next frame to be drawn", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    loadAppAfterFirstPaint("/assets/index.js", []);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    // The frame's callback runs before that frame is drawn; the script is added in the task after it.
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("waits for the whole document to be parsed first", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    loadAppAfterFirstPaint("/assets/index.js", []);
    expect(paintCallbacks).toHaveLength(0);
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    paint();
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("starts at once in a hidden tab, which paints nothing", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    loadAppAfterFirstPaint("/assets/index.js", []);
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("starts at once on a page without prerendered content (the app draws it)", () => {
    document.body.innerHTML = '<div id="root"></div>';
    loadAppAfterFirstPaint("/assets/index.js", []);
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("gives the added scripts the inline script's CSP nonce", () => {
    const inline = document.createElement("script");
    inline.nonce = "abc123";
    vi.spyOn(document, "currentScript", "get").mockReturnValue(inline);
    loadAppAfterFirstPaint("/assets/index.js", ["/assets/a.js"]);
    paint();
    const nonces = [...document.head.querySelectorAll("script[type=module], link[rel=modulepreload]")].map(
      (el) => (el as HTMLElement).nonce,
    );
    expect(nonces).toEqual(["abc123", "abc123"]);
  });
});

describe("appLoaderScript", () => {
  it("is a self-contained call that runs as an inline script", () => {
    const source = appLoaderScript("/assets/index.js", ["/assets/a.js"]);
    expect(source).not.toContain("</script");
    // Run as the page would: the function's own source text, no module scope around it.
    new Function(source)();
    paint();
    expect(added()).toEqual([
      ["LINK", "/assets/a.js", ""],
      ["SCRIPT", "/assets/index.js", ""],
    ]);
  });
});
