import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_PAUSE_MS } from "@/lib/analytics/use-report-search";
import { stubCatalogueApi } from "@/test/catalogue-api";
import { renderWithApp, TestProviders } from "@/test/render";
import { testTool } from "@/test/tools";
import { ToolsDirectory } from "./tools-directory";

const TOOLS = [
  testTool("ChatAlpha"),
  testTool("ChatBeta"),
  testTool("NoteTaker", { company: "Notes Inc", tags: ["notes"] }),
];

let beacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
beforeEach(() => {
  // Testing Library waits on a zero timer after each event and runs fake timers only when it sees Jest's.
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  beacon = vi.fn((_url: string, _data: Blob) => true);
  vi.stubGlobal("navigator", { ...navigator, sendBeacon: beacon });
  stubCatalogueApi(TOOLS);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The reports sent so far (jsdom reads a Blob on a timer: the clock runs for real meanwhile). */
async function reports(): Promise<unknown[]> {
  vi.useRealTimers();
  const sent = await Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe("/api/searches");
      return JSON.parse(await blob.text());
    }),
  );
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  return sent;
}

function setup(path = "/tools") {
  const user = userEvent.setup({ delay: null });
  renderWithApp(<ToolsDirectory />, { path });
  return { user, box: screen.getByRole("searchbox", { name: "Search tools" }) };
}

const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("directory search reporting", () => {
  it("reports a search once the visitor pauses, not on each keystroke, with the number of tools shown", async () => {
    const { user, box } = setup();
    await user.type(box, "Chat");
    await pause(SEARCH_PAUSE_MS - 100);
    expect(beacon).not.toHaveBeenCalled();
    await user.type(box, "  ");
    await pause(SEARCH_PAUSE_MS - 100);
    expect(beacon).not.toHaveBeenCalled();
    await pause(100);
    expect(await reports()).toEqual([{ term: "chat", language: "en", results: 2 }]);
  });

  it("reports when the visitor leaves the box, once per term, and nothing too short", async () => {
    const { user, box } = setup();
    await user.type(box, "zqxv");
    await user.tab();
    expect(await reports()).toEqual([{ term: "zqxv", language: "en", results: 0 }]);
    // Back in the box: the same term again (differently typed), then a one-letter search: nothing new.
    await user.clear(box);
    await user.type(box, " ZQXV");
    await pause(SEARCH_PAUSE_MS);
    await user.clear(box);
    await user.type(box, "n");
    await user.tab();
    await pause(SEARCH_PAUSE_MS);
    expect(beacon).toHaveBeenCalledTimes(1);
    await user.clear(box);
    await user.type(box, "notes");
    await user.tab();
    expect((await reports())[1]).toEqual({ term: "notes", language: "en", results: 1 });
  });

  it("a search left before its answer arrived is reported with that answer's count, once it arrives", async () => {
    const { user, box } = setup();
    const answered = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes("q=notes")) await held;
        return answered(input, init);
      }),
    );
    await user.type(box, "notes");
    await user.tab();
    expect(beacon).not.toHaveBeenCalled();
    await act(async () => release());
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(await reports()).toEqual([{ term: "notes", language: "en", results: 1 }]);
  });

  it("does not report a search that came in a shared URL, only one the visitor types, in the page's language", async () => {
    const { user, box } = setup("/fr/tools?q=chat");
    expect(box).toHaveValue("chat");
    await user.click(box);
    await pause(SEARCH_PAUSE_MS * 2);
    await user.tab();
    expect(beacon).not.toHaveBeenCalled();
    await user.type(box, "beta");
    await pause(SEARCH_PAUSE_MS);
    expect(await reports()).toEqual([{ term: "chatbeta", language: "fr", results: 1 }]);
  });

  it("drops a typed search that Back took away before the pause: the search Back shows was not typed", async () => {
    const user = userEvent.setup({ delay: null });
    const router = createMemoryRouter([{ path: "/tools", element: <ToolsDirectory /> }], {
      initialEntries: ["/tools?q=notes"],
    });
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    const box = screen.getByRole("searchbox", { name: "Search tools" });
    await user.type(box, " taker");
    expect(box).toHaveValue("notes taker");
    await act(() => router.navigate(-1));
    expect(box).toHaveValue("notes");
    await pause(SEARCH_PAUSE_MS);
    await user.tab();
    expect(beacon).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, "notetaker");
    await pause(SEARCH_PAUSE_MS);
    expect(await reports()).toEqual([{ term: "notetaker", language: "en", results: 1 }]);
  });
});
