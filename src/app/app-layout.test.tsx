import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { testI18n } from "@/test/render";
import { AppLayout } from "./app-layout";
import { Providers } from "./providers";

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe("the page's interactive mark", () => {
  it("waits for the page inside the layout, not only for the layout", async () => {
    let showPage: (module: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (showPage = resolve)));
    const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: "/", element: <Page /> }] }]);
    render(
      <I18nextProvider i18n={testI18n()}>
        <Providers queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </Providers>
      </I18nextProvider>,
    );
    // The header is on screen while the page is still on its way: its controls answer, the page's do not yet.
    expect(await screen.findByRole("banner")).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await act(async () => showPage({ default: () => <h1>The page</h1> }));
    expect(await screen.findByRole("heading", { name: "The page" })).toBeInTheDocument();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });
});
