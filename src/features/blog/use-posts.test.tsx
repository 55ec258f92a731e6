import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPosts } from "./load-posts";
import { usePosts } from "./use-posts";

vi.mock("./load-posts", () => ({ loadPosts: vi.fn() }));

function Titles() {
  const { data } = usePosts();
  return data ? <p>{data.map((p) => p.title).join(", ")}</p> : <p>loading</p>;
}

function RouteError() {
  return <p>route error</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", Component: Titles, ErrorBoundary: RouteError }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("usePosts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("loads the posts of the language the URL names", async () => {
    vi.mocked(loadPosts).mockResolvedValue([{ title: "Hola" } as never]);
    renderAt("/es/blog");
    expect(await screen.findByText("Hola")).toBeInTheDocument();
    expect(loadPosts).toHaveBeenLastCalledWith("es");
  });

  it("hands a failed posts download to the route's error boundary instead of loading for ever", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(loadPosts).mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    renderAt("/blog");
    expect(await screen.findByText("route error")).toBeInTheDocument();
  });
});
