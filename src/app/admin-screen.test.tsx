import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { useAuthStatus } from "@/features/admin-auth/get-auth-status";
import { createQueryClient } from "@/lib/query-client";
import { dismissToast } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { Component as Admin } from "./routes/admin";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => dismissToast());
});

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Answers every request with `answer`; returns the mock to read the requested URLs from. */
function stubApi(answer: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url]) => url);

function renderAdmin() {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <Admin />
      <Toaster />
    </QueryClientProvider>,
    { path: "/admin" },
  );
}

const never = () => new Promise<Response>(() => {});

describe("/admin", () => {
  it("shows 'Loading...' while the sign-in check is pending, and neither the form nor the dashboard", async () => {
    stubApi(never);
    renderAdmin();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it.each<[string, Answer]>([
    ["answers 500", () => new Response("oops", { status: 500 })],
    ["cannot reach the server", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["answers something that is not JSON", () => new Response("<html>proxy</html>", { status: 200 })],
  ])("a sign-in check that %s counts as signed out and shows the login form", async (_, answer) => {
    stubApi(answer);
    // The check itself answers 'signed out' rather than failing.
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAuthStatus(), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toEqual({ authenticated: false });
    renderAdmin();
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("signed out, it asks for no admin data: only the sign-in check is requested", async () => {
    const fetchMock = stubApi(() => Response.json({ authenticated: false }));
    renderAdmin();
    await screen.findByRole("button", { name: "Sign in" });
    // Give any query that would start with the dashboard its chance to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requested(fetchMock)).toEqual(["/api/admin/auth"]);
  });

  it("signed in, the dashboard asks for its data", async () => {
    const fetchMock = stubApi((url) =>
      url === "/api/admin/auth" ? Response.json({ authenticated: true, username: "owner" }) : never(),
    );
    renderAdmin();
    expect(await screen.findByRole("heading", { name: "Welcome, owner" })).toBeInTheDocument();
    await waitFor(() => expect(requested(fetchMock)).toContain("/api/subscriptions"));
    expect(requested(fetchMock).some((url) => url.startsWith("/api/admin/analytics"))).toBe(true);
  });

  it("a logout that fails signs out here, logs to the console and shows no message", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi((url, init) => {
      if (url === "/api/admin/auth") return Response.json({ authenticated: true, username: "owner" });
      if (url === "/api/admin/logout" && init?.method === "POST") return new Response("down", { status: 503 });
      return never();
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("Logout failed", expect.objectContaining({ status: 503 }));
    expect(document.querySelector("li[data-variant]")).toBeNull();
  });
});

describe("the login form", () => {
  it("requires both fields", async () => {
    stubApi(() => Response.json({ authenticated: false }));
    renderAdmin();
    await screen.findByRole("button", { name: "Sign in" });
    expect(screen.getByLabelText("Username")).toBeRequired();
    expect(screen.getByLabelText("Password")).toBeRequired();
  });

  it("reads 'Signing in...' and is disabled while the sign-in is under way, then 'Sign in' again", async () => {
    let answer: (res: Response) => void = () => {};
    stubApi((url) =>
      url === "/api/admin/auth"
        ? Response.json({ authenticated: false })
        : new Promise<Response>((resolve) => {
            answer = resolve;
          }),
    );
    const user = userEvent.setup();
    renderAdmin();
    await user.type(await screen.findByLabelText("Username"), "owner");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect(busy).toBeDisabled();
    await act(async () => answer(Response.json({ error: { code: "unauthorized", message: "no" } }, { status: 401 })));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeEnabled();
  });
});
