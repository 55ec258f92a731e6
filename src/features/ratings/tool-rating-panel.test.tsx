import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { testTool } from "@/test/tools";
import { cheapVoteChallenge } from "@/test/vote-challenge";
import { ToolRatingPanel } from "./tool-rating-panel";
import { ToolStatsScope } from "./tool-stats-scope";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

const claude = testTool("claude", { name: "Claude", rating: 4.5, reviews: 1846 });

const detail = (votesByRating: Record<1 | 2 | 3 | 4 | 5, number>) => {
  const totalVotes = Object.values(votesByRating).reduce((a, b) => a + b, 0);
  const sum = Object.entries(votesByRating).reduce((a, [star, n]) => a + Number(star) * n, 0);
  return { averageRating: totalVotes ? sum / totalVotes : 0, totalVotes, votesByRating };
};

function renderPanel(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(String(url), init));
  vi.stubGlobal("fetch", fetchMock);
  renderWithApp(
    <>
      <ToolStatsScope ids={[claude.id]}>
        <ToolRatingPanel tool={claude} />
      </ToolStatsScope>
      <Toaster />
    </>,
  );
  return fetchMock;
}

const rows = () => within(screen.getByRole("list", { name: "Visitor ratings" })).getAllByRole("listitem");

describe("a tool page's ratings", () => {
  it("shows the catalogue's rating and count first, then one row per star, five down to one, with its votes", async () => {
    let release: (r: Response) => void = () => {};
    renderPanel((url) =>
      url === "/api/tools/claude/stats"
        ? new Promise<Response>((resolve) => (release = resolve))
        : Response.json({ stats: {}, userVotes: {} }),
    );
    // Before the stats: the static figures (what the prerendered page and its structured data show), and five
    // rows whose counts are skeletons.
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    expect(screen.getByText("(1,846 ratings)")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Visitor ratings" })).toHaveAttribute("aria-busy", "true");
    expect(rows().map((row) => row.textContent)).toEqual(["5 stars", "4 stars", "3 stars", "2 stars", "1 star"]);

    release(Response.json(detail({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 2 })));
    await waitFor(() => expect(rows()[0]).toHaveTextContent("5 stars2 ratings"));
    expect(rows().map((row) => row.textContent)).toEqual([
      "5 stars2 ratings",
      "4 stars1 rating",
      "3 stars0 ratings",
      "2 stars0 ratings",
      "1 star1 rating",
    ]);
    // Bars are for the eye only: the text carries the numbers.
    const bars = [...document.querySelectorAll<HTMLElement>(".rating-bar-fill")].map((bar) => bar.style.inlineSize);
    expect(bars).toEqual(["50%", "25%", "0%", "0%", "25%"]);
    expect(document.querySelector(".rating-bar")).toHaveAttribute("aria-hidden", "true");
  });

  it("after a vote the average and count include it and the distribution is read again", async () => {
    const user = userEvent.setup();
    let voted = false;
    const fetchMock = renderPanel((url, init) => {
      if (init?.method === "POST") {
        voted = true;
        return Response.json({ averageRating: 5, totalVotes: 1, userVote: { rating: 5 } }, { status: 201 });
      }
      if (url === "/api/tools/claude/stats") return Response.json(detail({ 1: 0, 2: 0, 3: 0, 4: 0, 5: voted ? 1 : 0 }));
      if (url === "/api/tools/vote-challenge")
        return cheapVoteChallenge().then((challenge) => Response.json(challenge));
      return Response.json({ stats: {}, userVotes: {} });
    });
    await waitFor(() => expect(rows()[0]).toHaveTextContent("5 stars0 ratings"));
    // The widget beside the headline shows no second copy of the figures.
    expect(screen.getAllByText("(1,846 ratings)")).toHaveLength(1);
    await user.click(await screen.findByRole("radio", { name: "Rate 5 out of 5" }));
    expect(await screen.findByText("Vote recorded!")).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent("5 stars1 rating"));
    expect(await screen.findByText("(1,847 ratings)")).toBeInTheDocument();
    const statsReads = fetchMock.mock.calls.filter(([url]) => url === "/api/tools/claude/stats");
    expect(statsReads).toHaveLength(2);
  });

  it("says so when the distribution cannot be read", async () => {
    renderPanel((url) =>
      url === "/api/tools/claude/stats"
        ? new Response("boom", { status: 500 })
        : Response.json({ stats: {}, userVotes: {} }),
    );
    expect(await screen.findByText("Visitor ratings can't be shown right now.")).toBeInTheDocument();
  });
});
