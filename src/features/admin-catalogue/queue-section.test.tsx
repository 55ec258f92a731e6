import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { QueueSection } from "./queue-section";
import { draftFromSuggestion } from "./tool-draft";

afterEach(() => vi.unstubAllGlobals());

const counts = (n: number) => ({ new: n, accepted: 0, rejected: 0, spam: 0 });
const SUGGESTION = {
  id: 7,
  status: "new",
  language: "ar",
  channel: "form",
  hasEmail: true,
  createdAt: "2026-11-26T10:00:00.000Z",
  closedAt: null,
  closingNote: null,
  name: "Sketch <b>Helper</b>",
  url: "https://sketch.example",
  category: "design-graphics",
  description: "<script>alert(1)</script> turns drawings into logos",
  draftToolId: null,
};

function render(path: string) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? "GET", url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (init?.method === "POST") return new Response(null, { status: 204 });
      return Response.json({
        counts: { suggestions: counts(1), reports: counts(2) },
        total: 1,
        suggestions: [SUGGESTION],
        reports: [],
      });
    }),
  );
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <QueueSection />
    </QueryClientProvider>,
    { path },
  );
  return calls;
}

describe("the visitors' queue", () => {
  it("shows what a visitor wrote as text, never as HTML, with where it came from and the counts", async () => {
    render("/admin?view=queue");
    const item = await screen.findByRole("listitem");
    expect(item).toHaveTextContent("Sketch <b>Helper</b>");
    expect(item).toHaveTextContent("<script>alert(1)</script> turns drawings into logos");
    expect(item.querySelector("script, b")).toBeNull();
    expect(item).toHaveTextContent("sent from the basic form");
    expect(item).toHaveTextContent("wants an email with your decision");
    expect(screen.getByRole("tab", { name: "Suggested tools (1)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Reported problems (2)" })).toBeInTheDocument();
    expect(within(item).getByRole("link", { name: "Accept and create the tool" })).toHaveAttribute(
      "href",
      "/admin?view=catalogue&new=1&suggestion=7",
    );
  });

  it("rejects with a reason the owner types", async () => {
    const user = userEvent.setup();
    const calls = render("/admin?view=queue&kind=suggestions&status=new");
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    await user.type(screen.getByLabelText(/^Reason/), "Not an AI tool");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST")).toEqual([
        {
          method: "POST",
          url: "/api/admin/contributions/suggestions/7/close",
          body: { status: "rejected", note: "Not an AI tool" },
        },
      ]),
    );
  });
});

describe("a new tool from a suggestion", () => {
  it("starts from the visitor's name, address, category and words", () => {
    const draft = draftFromSuggestion({
      name: "Écrire Vite 2",
      url: "https://ecrire.example",
      category: "writing-help",
      description: "x".repeat(400),
    });
    expect(draft).toMatchObject({
      id: "ecrire-vite-2",
      name: "Écrire Vite 2",
      logoText: "Éc",
      url: "https://ecrire.example",
      category: "writing-help",
      status: "draft",
    });
    expect(draft.texts.en.description).toHaveLength(300);
    expect(
      draftFromSuggestion({ name: "X", url: "https://x.example", category: "nope", description: "d" }).category,
    ).toBe("ai-assistants");
  });
});
