import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { renderWithApp } from "@/test/render";
import { LinkProblems } from "./link-problems";

afterEach(() => vi.unstubAllGlobals());

function render(report: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(report)),
  );
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <LinkProblems params={new URLSearchParams("view=catalogue&q=chat")} />
    </QueryClientProvider>,
    { path: "/admin?view=catalogue" },
  );
}

describe("the catalogue's links to fix", () => {
  it("lists broken and moved addresses, each linked to its tool's editor, with where a moved one leads", async () => {
    render({
      checked: 40,
      published: 47,
      unchecked: 3,
      lastCheckedAt: "2026-11-26T10:41:00.000Z",
      problems: [
        {
          id: "claude",
          name: "Claude",
          url: "https://claude.ai/",
          outcome: "dead",
          status: 404,
          finalUrl: "https://claude.ai/",
          checkedAt: "2026-11-26T10:41:00.000Z",
        },
        {
          id: "gemini",
          name: "Gemini",
          url: "https://gemini.google.com/",
          outcome: "moved",
          status: 200,
          finalUrl: "https://gemini.example/new",
          checkedAt: "2026-11-25T10:41:00.000Z",
        },
      ],
    });
    const section = await screen.findByRole("region", { name: "Links to fix" });
    expect(section).toHaveTextContent(
      "40 of 47 addresses checked, last on Nov 26, 2026. Sites that refused or didn't answer: 3",
    );
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole("link", { name: "Claude" })).toHaveAttribute(
      "href",
      "/admin?view=catalogue&q=chat&edit=claude",
    );
    expect(items[0]).toHaveTextContent("Broken (404)");
    expect(items[1]).toHaveTextContent("Moved");
    expect(items[1]).toHaveTextContent("Now leads to https://gemini.example/new");
  });

  it("says when nothing is broken, and when nothing was checked yet", async () => {
    render({ checked: 47, published: 47, unchecked: 0, lastCheckedAt: "2026-11-26T10:41:00.000Z", problems: [] });
    expect(await screen.findByText("No broken or moved links.")).toBeInTheDocument();
  });

  it("explains the checker before its first run", async () => {
    render({ checked: 0, published: 47, unchecked: 0, lastCheckedAt: null, problems: [] });
    expect(await screen.findByText(/No address has been checked yet/)).toBeInTheDocument();
    expect(screen.queryByText("No broken or moved links.")).toBeNull();
  });
});
