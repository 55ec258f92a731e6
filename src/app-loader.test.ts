import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appLoaderScript, loadAppAfterFirstPaint } from "./app-loader";

const added = () =>
  [...document.head.querySelectorAll("script[type=module], link[rel=modulepreload]")].map((el) => [
    el.tagName,
    el.getAttribute("src") ?? el.getAttribute("href"),
    el.getAttribute("crossorigin"),
  ]);

let frames: FrameRequestCallback[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const el of document.head.querySelectorAll("script[type=module], link[rel=modulepreload]")) el.remove();
});

describe("loadAppAfterFirstPaint", () => {
  it("adds the preloads and the entry only after the next frame has been painted", () => {
    loadAppAfterFirstPaint("/assets/index.js", ["/assets/a.js", "/assets/b.js"]);
    expect(added()).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    // The frame's callback runs before that frame is painted; the scripts are added in the task after it.
    expect(added()).toEqual([]);
    vi.runAllTimers();
    expect(added()).toEqual([
      ["LINK", "/assets/a.js", ""],
      ["LINK", "/assets/b.js", ""],
      ["SCRIPT", "/assets/index.js", ""],
    ]);
  });

  it("waits for the whole document to be parsed first", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    loadAppAfterFirstPaint("/assets/index.js", []);
    expect(frames).toHaveLength(0);
    readyState.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    frames[0]?.(0);
    vi.runAllTimers();
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("starts at once in a hidden tab, which paints no frame", () => {
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    loadAppAfterFirstPaint("/assets/index.js", []);
    expect(frames).toHaveLength(0);
    expect(added()).toEqual([["SCRIPT", "/assets/index.js", ""]]);
  });

  it("gives the added scripts the inline script's CSP nonce", () => {
    const inline = document.createElement("script");
    inline.nonce = "abc123";
    vi.spyOn(document, "currentScript", "get").mockReturnValue(inline);
    loadAppAfterFirstPaint("/assets/index.js", ["/assets/a.js"]);
    frames[0]?.(0);
    vi.runAllTimers();
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
    frames[0]?.(0);
    vi.runAllTimers();
    expect(added()).toEqual([
      ["LINK", "/assets/a.js", ""],
      ["SCRIPT", "/assets/index.js", ""],
    ]);
  });
});
