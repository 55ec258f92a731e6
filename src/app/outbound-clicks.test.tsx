import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToolCard } from "@/features/catalogue/tool-card";
import { reportOutboundClicks } from "@/lib/analytics/report-outbound-clicks";
import { renderWithApp } from "@/test/render";
import { testTool } from "@/test/tools";

let stop: () => void;
beforeEach(() => {
  window.history.replaceState(null, "", "/fr/tools?q=chat");
  stop = reportOutboundClicks();
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function beaconBody(beacon: ReturnType<typeof vi.fn>, call = 0): Promise<unknown> {
  const [url, blob] = beacon.mock.calls[call] as [string, Blob];
  expect(url).toBe("/api/clicks");
  expect(blob.type).toBe("application/json");
  return JSON.parse(await blob.text());
}

function renderCard() {
  renderWithApp(<ToolCard tool={testTool("chatgpt", { name: "ChatGPT" })} />);
  return screen.getByRole("link", { name: "Try Now" });
}

describe("reportOutboundClicks", () => {
  it("sends the tool and the page (language prefix, no query) as a JSON beacon and never prevents the link", async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: beacon });
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const link = renderCard();
    expect(link).toHaveAttribute("target", "_blank");
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(await beaconBody(beacon)).toEqual({ toolId: "chatgpt", page: "/fr/tools" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts a middle click but not a right click or a click elsewhere on the card", async () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: beacon });
    const link = renderCard();
    fireEvent(link, new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 1 }));
    fireEvent(link, new MouseEvent("auxclick", { bubbles: true, cancelable: true, button: 2 }));
    fireEvent.click(screen.getByText("Description"));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(await beaconBody(beacon)).toEqual({ toolId: "chatgpt", page: "/fr/tools" });
  });

  it("falls back to a keepalive fetch when the browser has no beacon or refuses it", () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon: vi.fn(() => false) });
    const link = renderCard();
    expect(fireEvent.click(link)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith("/api/clicks", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ toolId: "chatgpt", page: "/fr/tools" }),
    });
  });
});
