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
  Reflect.deleteProperty(navigator, "credentials");
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

  describe("once the admin has a passkey", () => {
    const OPTIONS = { challenge: "Y2hhbGxlbmdl", rpId: "localhost", allowCredentials: [], timeout: 60000 };

    /** The Worker's answers: the password step asks for a passkey, the passkey step answers `second`. */
    function stubTwoSteps(second: () => Response) {
      return stubLogin(() =>
        Response.json({ authenticated: false, passkeyRequired: true, options: OPTIONS }),
      ).mockImplementation(async (url: string) =>
        url === "/api/admin/login"
          ? Response.json({ authenticated: false, passkeyRequired: true, options: OPTIONS })
          : second(),
      );
    }

    /** A browser with WebAuthn whose passkey prompt gives `credential` (or fails with `error`). */
    function stubWebAuthn(get: () => Promise<unknown>) {
      vi.stubGlobal("PublicKeyCredential", class {});
      Object.defineProperty(navigator, "credentials", { configurable: true, value: { get: vi.fn(get) } });
    }

    const bytes = (text: string) => new TextEncoder().encode(text).buffer;
    const assertion = {
      id: "Y3JlZA",
      rawId: bytes("cred"),
      type: "public-key",
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: bytes("{}"),
        authenticatorData: bytes("auth"),
        signature: bytes("sig"),
        userHandle: null,
      },
      getClientExtensionResults: () => ({}),
    };

    it("a browser without passkeys: 'This browser cannot use passkeys', and no passkey step is sent", async () => {
      const fetchMock = stubTwoSteps(() => Response.json({ authenticated: true, username: "admin" }));
      const { title, description } = await signIn();
      expect(title).toHaveTextContent("Login Failed");
      expect(description).toBe("This browser cannot use passkeys.");
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/admin/login"]);
    });

    it("a cancelled prompt: 'The passkey check failed. Please try again.'", async () => {
      stubTwoSteps(() => Response.json({ authenticated: true, username: "admin" }));
      stubWebAuthn(() => Promise.reject(new DOMException("The operation was cancelled", "NotAllowedError")));
      const { title, description } = await signIn();
      expect(title).toHaveTextContent("Login Failed");
      expect(description).toBe("The passkey check failed. Please try again.");
    });

    it("an answer the Worker refuses (401): 'The passkey check failed. Please try again.', not 'Invalid credentials'", async () => {
      stubTwoSteps(() =>
        Response.json({ error: { code: "unauthorized", message: "Passkey check failed" } }, { status: 401 }),
      );
      stubWebAuthn(async () => assertion);
      expect((await signIn()).description).toBe("The passkey check failed. Please try again.");
    });

    it("the passkey's answer is posted to the second step, which signs in", async () => {
      const fetchMock = stubTwoSteps(() => Response.json({ authenticated: true, username: "admin" }));
      stubWebAuthn(async () => assertion);
      const { title } = await signIn();
      expect(title).toHaveTextContent("Login Successful");
      const [, second] = fetchMock.mock.calls;
      expect(second?.[0]).toBe("/api/admin/login/passkey");
      const body = JSON.parse(String(second?.[1]?.body)) as { response: { id: string; type: string } };
      expect(body.response).toMatchObject({ id: "Y3JlZA", type: "public-key" });
    });
  });
});
