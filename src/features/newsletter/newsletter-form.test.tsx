import { HONEYPOT_FIELD, SIGNUP_CHALLENGE_PATH, SUBSCRIBE_FORM_PATH } from "@common/api/newsletter-fields";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { dismissToast } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { carriesSolvedProof, cheapVoteChallenge } from "@/test/vote-challenge";
import common from "../../../public/locales/en/common.json";
import { NewsletterForm } from "./newsletter-form";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

type Answer = () => Response | Promise<Response>;

/**
 * Stubs the API: `answer` for the signup itself; the signup's proof-of-work challenge gets a real, cheap one unless
 * `challenge` answers it.
 */
function stubSubscribe(answer: Answer, challenge: Answer = async () => Response.json(await cheapVoteChallenge())) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    String(url) === SIGNUP_CHALLENGE_PATH ? challenge() : answer(),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The signups the form sent (its challenge requests left out). */
const signups = (fetchMock: ReturnType<typeof stubSubscribe>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) !== SIGNUP_CHALLENGE_PATH);

function renderForm(path = "/") {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm />
      <Toaster />
    </QueryClientProvider>,
    { path },
  );
  return {
    field: screen.getByRole("textbox", { name: "Email address" }),
    button: screen.getByRole("button", { name: "Subscribe" }),
  };
}

describe("newsletter form", () => {
  it.each(["", "   ", "no-at-sign.example.com"])(
    "rejects %j on the client with 'Invalid Email' and no request",
    async (value) => {
      const user = userEvent.setup();
      const fetchMock = stubSubscribe(() => new Response(null, { status: 201 }));
      const { field, button } = renderForm();
      if (value) await user.type(field, value);
      await user.click(button);
      const title = await screen.findByText("Invalid Email");
      expect(title.closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it("disables the button with a changed label while submitting, then clears the field and says to check the inbox", async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => {};
    const fetchMock = stubSubscribe(() => new Promise<Response>((resolve) => (release = resolve)));
    const { field } = renderForm("/es/");
    await user.type(field, "reader@example.com{Enter}");
    const busy = await screen.findByRole("button", { name: "Subscribing..." });
    expect(busy).toBeDisabled();
    // First a challenge, then the signup with the challenge solved in this browser.
    await waitFor(() => expect(signups(fetchMock)).toHaveLength(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(SIGNUP_CHALLENGE_PATH);
    const [url, init] = signups(fetchMock)[0]!;
    expect(url).toBe("/api/subscribe");
    expect(init?.method).toBe("POST");
    const { proof, ...fields } = JSON.parse(String(init?.body));
    expect(fields).toEqual({ email: "reader@example.com", language: "es", source: "home" });
    expect(proof).toBeDefined();
    expect(await carriesSolvedProof(init?.body)).toBe(true);
    expect(busy).toBeDisabled();
    release(Response.json({ subscribed: true }, { status: 201 }));
    // The address is pending: the toast says a confirmation mail is on its way.
    expect(await screen.findByText(common.newsletter.successTitle)).toBeInTheDocument();
    expect(screen.getByText(common.newsletter.successMessage)).toBeInTheDocument();
    expect(common.newsletter.successMessage).toMatch(/confirm/i);
    expect(field).toHaveValue("");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("a challenge that cannot be fetched shows 'Failed to subscribe. Please try again.', sends no signup and keeps the address", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscribe(
      () => Response.json({ subscribed: true }, { status: 201 }),
      () => Response.json({ error: { code: "rate_limited", message: "Too many signups" } }, { status: 429 }),
    );
    const { field, button } = renderForm();
    await user.type(field, "x@example.com");
    await user.click(button);
    expect(await screen.findByText("Failed to subscribe. Please try again.")).toBeInTheDocument();
    expect(signups(fetchMock)).toEqual([]);
    expect(field).toHaveValue("x@example.com");
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("a proof the server refuses shows 'Failed to subscribe. Please try again.' and keeps the address", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscribe(() =>
      Response.json(
        { error: { code: "signup_proof_invalid", message: "Your signup could not be verified. Please try again." } },
        { status: 403 },
      ),
    );
    const { field, button } = renderForm();
    await user.type(field, "x@example.com");
    await user.click(button);
    expect(await screen.findByText("Failed to subscribe. Please try again.")).toBeInTheDocument();
    expect(signups(fetchMock)).toHaveLength(1);
    expect(field).toHaveValue("x@example.com");
  });

  it("a duplicate shows 'Subscription Failed' with the already-subscribed text and keeps the address", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscribe(() =>
      Response.json({ error: { code: "conflict", message: "Email already subscribed" } }, { status: 409 }),
    );
    const { field, button } = renderForm();
    await user.type(field, "dup@example.com");
    await user.click(button);
    expect(await screen.findByText("Subscription Failed")).toBeInTheDocument();
    // The signup itself was refused as a duplicate, after its proof was solved.
    expect(signups(fetchMock)).toHaveLength(1);
    expect(await carriesSolvedProof(signups(fetchMock)[0]?.[1]?.body)).toBe(true);
    expect(screen.getByText("This email is already subscribed to our newsletter.")).toBeInTheDocument();
    expect(field).toHaveValue("dup@example.com");
  });

  it("a 409 is a duplicate whatever its body says", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscribe(() => new Response("Conflict", { status: 409 }));
    const { field, button } = renderForm();
    await user.type(field, "dup@example.com");
    await user.click(button);
    expect(await screen.findByText("This email is already subscribed to our newsletter.")).toBeInTheDocument();
    expect(signups(fetchMock)).toHaveLength(1);
  });

  it("another status whose text reads 'Email already subscribed' is an ordinary failure", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscribe(() => new Response("Email already subscribed", { status: 500 }));
    const { field, button } = renderForm();
    await user.type(field, "x@example.com");
    await user.click(button);
    expect(await screen.findByText("Failed to subscribe. Please try again.")).toBeInTheDocument();
    expect(signups(fetchMock)).toHaveLength(1);
    expect(screen.queryByText("This email is already subscribed to our newsletter.")).toBeNull();
  });

  it("without JavaScript it is a POST of the same fields to the form endpoint, never a GET", () => {
    const { field } = renderForm("/he/");
    const form = field.closest("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", SUBSCRIBE_FORM_PATH);
    fireEvent.change(field, { target: { value: "reader@example.com" } });
    const fields = Object.fromEntries(new FormData(form ?? undefined));
    expect(fields).toEqual({ email: "reader@example.com", language: "he", source: "home", [HONEYPOT_FIELD]: "" });
  });

  it("any other failure shows 'Failed to subscribe. Please try again.' and keeps the address", async () => {
    const user = userEvent.setup();
    const fetchMock = stubSubscribe(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    const { field, button } = renderForm();
    await user.type(field, "x@example.com");
    await user.click(button);
    expect(await screen.findByText("Failed to subscribe. Please try again.")).toBeInTheDocument();
    expect(signups(fetchMock)).toHaveLength(1);
    expect(field).toHaveValue("x@example.com");
    await waitFor(() => expect(button).toBeEnabled());
  });
});
