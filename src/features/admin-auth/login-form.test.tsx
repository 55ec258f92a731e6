import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { dismissToast } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { LoginForm } from "./login-form";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

function stubLogin(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Fills in both fields, signs in and returns the description of the toast that follows. */
async function signIn(): Promise<{ title: HTMLElement; description: string }> {
  const user = userEvent.setup();
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <LoginForm />
      <Toaster />
    </QueryClientProvider>,
    { path: "/admin" },
  );
  await user.type(screen.getByLabelText("Username"), "admin");
  await user.type(screen.getByLabelText("Password"), "wrong");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  const title = await screen.findByText(/Login (Failed|Successful)/);
  const toast = title.closest("[data-variant]");
  return { title, description: toast?.textContent?.replace(title.textContent ?? "", "") ?? "" };
}

describe("login form", () => {
  it.each([
    [429, "rate_limited", "Too many sign-in attempts. Please wait a minute and try again."],
    [503, "service_unavailable", "Sign-in isn't set up on this server yet."],
    [500, "internal_error", "Something went wrong on our side. Please try again."],
  ])(
    "a %i %s failure shows 'Login Failed' with the page's own words for that code, not the server's",
    async (status, code, words) => {
      stubLogin(() => Response.json({ error: { code, message: "The server's English message" } }, { status }));
      const { title, description } = await signIn();
      expect(title).toHaveTextContent("Login Failed");
      expect(title.closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
      expect(description).toBe(words);
    },
  );

  it.each([
    ["a non-JSON body", () => new Response("<html>Bad gateway</html>", { status: 502 })],
    ["an empty body", () => new Response(null, { status: 401, statusText: "Unauthorized" })],
    ["an error without a message", () => Response.json({ error: { code: "unauthorized" } }, { status: 401 })],
  ])("%s shows 'Invalid credentials', never the raw answer", async (_, answer) => {
    stubLogin(answer);
    const { title, description } = await signIn();
    expect(title).toHaveTextContent("Login Failed");
    expect(description).toContain("Invalid credentials");
    expect(description).not.toMatch(/html|Unauthorized|\d{3}/);
  });

  it("a network failure shows 'Invalid credentials'", async () => {
    stubLogin(() => Promise.reject(new TypeError("Failed to fetch")));
    const { description } = await signIn();
    expect(description).toContain("Invalid credentials");
  });

  it("success shows 'Login Successful' with the welcome text", async () => {
    stubLogin(() => Response.json({ authenticated: true, username: "admin" }));
    const { title, description } = await signIn();
    expect(title).toHaveTextContent("Login Successful");
    expect(description).toContain("Welcome to the admin dashboard");
  });
});
