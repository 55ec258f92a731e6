import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READY_CHECK_MS } from "@/lib/i18n/use-translations-ready";
import { createQueryClient } from "@/lib/query-client";
import common from "../../public/locales/en/common.json";
import { AppLayout } from "./app-layout";

afterEach(() => {
  vi.useRealTimers();
});

/**
 * An i18next whose translation set is still on its way from a backend that answers when the test says so, as on a
 * slow connection.
 */
function loadingI18n() {
  let deliverCommon = () => {};
  const backend = {
    type: "backend" as const,
    init() {},
    read(_lng: string, _ns: string, callback: (error: unknown, data: unknown) => void) {
      deliverCommon = () => callback(null, common);
    },
  };
  const instance = i18next.createInstance();
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: "en",
      fallbackLng: false,
      ns: ["common"],
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
  return { instance, deliverCommon: () => deliverCommon() };
}

describe("app layout", () => {
  it("shows only 'Loading...' until the translations are there, checked every 100 ms", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout"] });
    const { instance, deliverCommon } = loadingI18n();
    const router = createMemoryRouter(
      [{ path: "/", element: <AppLayout />, children: [{ index: true, element: <p>The page</p> }] }],
      { initialEntries: ["/"] },
    );
    render(
      <I18nextProvider i18n={instance}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByText("The page")).toBeNull();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(READY_CHECK_MS * 3));
    expect(screen.queryByText("The page")).toBeNull();
    act(() => deliverCommon());
    expect(instance.hasResourceBundle("en", "common")).toBe(true);
    // The next check, not the event, lets the page in: nothing before the interval comes round.
    await act(() => vi.advanceTimersByTimeAsync(READY_CHECK_MS - 10));
    expect(screen.queryByText("The page")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText("The page")).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(READY_CHECK_MS).toBe(100);
  });
});
