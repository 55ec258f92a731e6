import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useTrackNavigation } from "./use-track-navigation";

afterEach(() => vi.unstubAllGlobals());

function Tracker() {
  useTrackNavigation();
  return null;
}

describe("useTrackNavigation", () => {
  it("reports client-side navigations but not the first load or the admin screen", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const router = createMemoryRouter([{ path: "*", Component: Tracker }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => router.navigate("/fr/tools"));
    await act(() => router.navigate("/de/admin"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/visits");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ path: "/fr/tools" });
  });
});
