import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { dismissToast } from "@/lib/use-toast";
import { renderWithApp } from "@/test/render";
import { carriesSolvedProof, cheapVoteChallenge } from "@/test/vote-challenge";
import { RatingWidget, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "./rating-widget";
import { ToolStatsScope } from "./tool-stats-scope";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Stubs the API; a vote's challenge is answered with a real, cheap one unless the handler answers it. */
function stubApi(handler: Handler, challenge: Handler = async () => Response.json(await cheapVoteChallenge())) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
    String(url) === "/api/tools/vote-challenge" ? challenge(String(url), init) : handler(String(url), init),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const statsWith = (userVotes: Record<string, number> = {}, stats: Record<string, unknown> = {}) =>
  Response.json({ stats, userVotes });

function renderWidget() {
  return renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      <ToolStatsScope ids={["chatgpt"]}>
        <RatingWidget toolId="chatgpt" toolName="ChatGPT" staticRating={4.5} staticReviews={100} />
      </ToolStatsScope>
      <Toaster />
    </QueryClientProvider>,
  );
}

const star = (n: number) => screen.getByRole("radio", { name: `Rate ${n} out of 5` });
const votes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("rating widget", () => {
  it("shows placeholder stars while loading, then five stars with the static rating", async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    renderWidget();
    expect(screen.getByTestId("rating-loading")).toBeInTheDocument();
    // The scope's one request names only the tools it holds.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/tools/stats?ids=chatgpt"]);
    expect(screen.queryAllByRole("radio")).toHaveLength(0);
    release(statsWith());
    await waitFor(() => expect(screen.getAllByRole("radio", { name: /out of 5/ })).toHaveLength(5));
    expect(screen.getByText("4.5")).toBeInTheDocument();
    expect(screen.getByText("(100 ratings)")).toBeInTheDocument();
    expect(screen.queryByText("Rated")).toBeNull();
    const group = screen.getByRole("radiogroup", { name: "Rate ChatGPT" });
    expect(group.querySelectorAll('[role="radio"]')).toHaveLength(5);
    expect(screen.queryAllByRole("radio", { checked: true })).toHaveLength(0);
  });

  it("combines server votes with the static rating and count", async () => {
    stubApi(() => statsWith({}, { chatgpt: { averageRating: 1, totalVotes: 100 } }));
    renderWidget();
    // (4.5 × 100 + 1 × 100) / 200 = 2.75 → "2.8"
    expect(await screen.findByText("2.8")).toBeInTheDocument();
    expect(screen.getByText("(200 ratings)")).toBeInTheDocument();
  });

  it("previews on hover and votes on click; success shows 'Vote recorded!' and the Rated mark", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((_url, init) =>
      init?.method === "POST"
        ? Response.json({ averageRating: 4, totalVotes: 1, userVote: { rating: 4 } }, { status: 201 })
        : statsWith(),
    );
    renderWidget();
    await screen.findAllByRole("radio", { name: /out of 5/ });
    await user.hover(star(2));
    const filled = () => document.querySelectorAll("[role=radio][data-filled]").length;
    expect(filled()).toBe(2);
    await user.click(star(4));
    expect(await screen.findByText("Vote recorded!")).toBeInTheDocument();
    expect(screen.getByText("Thank you for rating this tool.")).toBeInTheDocument();
    expect(await screen.findByText("Rated")).toBeInTheDocument();
    const [post] = votes(fetchMock);
    expect(post?.[0]).toBe("/api/tools/chatgpt/vote");
    expect(JSON.parse(String(post?.[1]?.body)).rating).toBe(4);
    // The vote carries the challenge the widget fetched, solved in this browser.
    expect(await carriesSolvedProof(post?.[1]?.body)).toBe(true);
    expect(star(1)).toHaveAttribute("aria-disabled", "true");
    expect(star(4)).toBeChecked();
    expect(screen.getAllByRole("radio", { checked: true })).toHaveLength(1);
    // (4.5 × 100 + 4 × 1) / 101 ≈ 4.495 → "4.5", 101 ratings
    expect(screen.getByText("(101 ratings)")).toBeInTheDocument();
  });

  it("after voting, a click shows 'Already voted' and sends nothing", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(() => statsWith({ chatgpt: 5 }, { chatgpt: { averageRating: 5, totalVotes: 1 } }));
    renderWidget();
    expect(await screen.findByText("Rated")).toBeInTheDocument();
    await user.click(star(2));
    expect(await screen.findByText("Already voted")).toBeInTheDocument();
    expect(screen.getByText("You have already rated this tool.")).toBeInTheDocument();
    expect(votes(fetchMock)).toHaveLength(0);
  });

  it("a 409 from the server shows the destructive 'Already voted' toast", async () => {
    const user = userEvent.setup();
    stubApi((_, init) =>
      init?.method === "POST"
        ? Response.json({ error: { code: "conflict", message: "You have already rated this tool" } }, { status: 409 })
        : statsWith(),
    );
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 3 out of 5" }));
    const title = await screen.findByText("Already voted");
    expect(title.closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
  });

  it.each([
    ["a plain-text body", () => new Response("Conflict", { status: 409 })],
    ["an empty body", () => new Response(null, { status: 409, statusText: "Conflict" })],
    ["another JSON error", () => Response.json({ error: { code: "bad_request", message: "x" } }, { status: 409 })],
  ])("a 409 with %s still shows the destructive 'Already voted' toast", async (_, answer) => {
    const user = userEvent.setup();
    stubApi((_url, init) => (init?.method === "POST" ? answer() : statsWith()));
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 2 out of 5" }));
    const title = await screen.findByText("Already voted");
    expect(title.closest("[data-variant]")).toHaveAttribute("data-variant", "destructive");
  });

  it("an error whose body merely mentions 409 is not taken for 'Already voted'", async () => {
    const user = userEvent.setup();
    stubApi((_, init) =>
      init?.method === "POST"
        ? Response.json({ error: { code: "internal_error", message: "upstream said 409" } }, { status: 500 })
        : statsWith(),
    );
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 1 out of 5" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.queryByText("Already voted")).toBeNull();
  });

  it("any other error shows 'Error' with the retry message, and the stars stay usable", async () => {
    const user = userEvent.setup();
    stubApi((_, init) => (init?.method === "POST" ? new Response("boom", { status: 500 }) : statsWith()));
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 5 out of 5" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to record your vote. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Rated")).toBeNull();
    expect(star(5)).toHaveAttribute("aria-disabled", "false");
  });

  it("while the challenge is fetched and solved the stars are pending: disabled, and another press sends nothing", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const fetchMock = stubApi(
      (_url, init) =>
        init?.method === "POST"
          ? Response.json({ averageRating: 5, totalVotes: 1, userVote: { rating: 5 } }, { status: 201 })
          : statsWith(),
      async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return Response.json(await cheapVoteChallenge());
      },
    );
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 5 out of 5" }));
    await waitFor(() => expect(star(1)).toHaveAttribute("aria-disabled", "true"));
    await user.click(star(2));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/tools/vote-challenge")).toHaveLength(1);
    expect(votes(fetchMock)).toHaveLength(0);
    release();
    expect(await screen.findByText("Vote recorded!")).toBeInTheDocument();
    expect(votes(fetchMock)).toHaveLength(1);
    await waitFor(() => expect(star(5)).toBeChecked());
  });

  it("a proof the server does not accept shows 'Vote not verified', and the stars stay usable", async () => {
    const user = userEvent.setup();
    stubApi((_, init) =>
      init?.method === "POST"
        ? Response.json(
            { error: { code: "vote_proof_invalid", message: "Your vote could not be verified. Please try again." } },
            { status: 403 },
          )
        : statsWith(),
    );
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 4 out of 5" }));
    expect(await screen.findByText("Vote not verified")).toBeInTheDocument();
    expect(screen.getByText("We couldn't verify your vote. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Already voted")).toBeNull();
    expect(screen.queryByText("Rated")).toBeNull();
    await waitFor(() => expect(star(4)).toHaveAttribute("aria-disabled", "false"));
  });

  it("a challenge that cannot be fetched shows 'Error' and sends no vote", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(
      () => statsWith(),
      () => Response.json({ error: { code: "rate_limited", message: "Too many" } }, { status: 429 }),
    );
    renderWidget();
    await user.click(await screen.findByRole("radio", { name: "Rate 4 out of 5" }));
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(votes(fetchMock)).toHaveLength(0);
  });

  it("is one tab stop; arrows move focus and preview without voting; Enter votes for the focused star", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((_, init) =>
      init?.method === "POST"
        ? Response.json({ averageRating: 3, totalVotes: 1, userVote: { rating: 3 } }, { status: 201 })
        : statsWith(),
    );
    renderWidget();
    await screen.findAllByRole("radio", { name: /out of 5/ });
    expect(screen.getAllByRole("radio").filter((el) => el.tabIndex === 0)).toEqual([star(1)]);
    await user.tab();
    expect(star(1)).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(star(3)).toHaveFocus();
    expect(document.querySelectorAll("[role=radio][data-filled]")).toHaveLength(3);
    await user.keyboard("{ArrowLeft}{End}{Home}{ArrowUp}");
    expect(star(5)).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(star(3)).toHaveFocus();
    expect(votes(fetchMock)).toHaveLength(0);
    expect(screen.queryAllByRole("radio", { checked: true })).toHaveLength(0);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(votes(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(votes(fetchMock)[0]?.[1]?.body)).rating).toBe(3);
    await waitFor(() => expect(star(3)).toBeChecked());
  });

  it("Space votes too", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((_, init) =>
      init?.method === "POST"
        ? Response.json({ averageRating: 2, totalVotes: 1, userVote: { rating: 2 } }, { status: 201 })
        : statsWith(),
    );
    renderWidget();
    await screen.findAllByRole("radio", { name: /out of 5/ });
    star(2).focus();
    await user.keyboard(" ");
    await waitFor(() => expect(votes(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(votes(fetchMock)[0]?.[1]?.body)).rating).toBe(2);
  });

  it("in a right-to-left page the left arrow moves to the next star", async () => {
    const user = userEvent.setup();
    stubApi(() => statsWith());
    renderWidget();
    await screen.findAllByRole("radio", { name: /out of 5/ });
    screen.getByRole("radiogroup").style.direction = "rtl";
    star(1).focus();
    await user.keyboard("{ArrowLeft}");
    expect(star(2)).toHaveFocus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(star(5)).toHaveFocus();
  });
});

describe("rating widget tooltip (SPEC.md §9 timing)", () => {
  afterEach(() => vi.useRealTimers());

  async function renderLoaded() {
    stubApi(() => statsWith());
    renderWidget();
    await screen.findAllByRole("radio", { name: /out of 5/ });
    vi.useFakeTimers();
    // Out of the skip window of a tooltip an earlier test closed.
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1));
  }
  const hover = (el: HTMLElement) => fireEvent.pointerEnter(el, { pointerType: "mouse" });
  const leaveGroup = () => fireEvent.pointerLeave(screen.getByRole("radiogroup"), { pointerType: "mouse" });

  it("one tooltip for the group: after 700 ms of hover, it labels the hovered star and follows the pointer", async () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    await renderLoaded();
    hover(star(2));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 10));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    const tip = screen.getByRole("tooltip");
    expect(tip).toHaveTextContent("Rate 2 out of 5");
    expect(star(2)).toHaveAttribute("aria-describedby", tip.id);
    hover(star(4));
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Rate 4 out of 5");
    expect(star(4)).toHaveAttribute("aria-describedby", tip.id);
    expect(star(2)).not.toHaveAttribute("aria-describedby");
    leaveGroup();
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(star(4)).not.toHaveAttribute("aria-describedby");
  });

  it("hovering again within 300 ms opens it at once; later it waits again", async () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    await renderLoaded();
    hover(star(1));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    leaveGroup();
    act(() => vi.advanceTimersByTime(100));
    hover(star(3));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Rate 3 out of 5");
    leaveGroup();
    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 50));
    hover(star(1));
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("Escape closes it", async () => {
    await renderLoaded();
    hover(star(1));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("after voting it shows the user's rating", async () => {
    stubApi(() => statsWith({ chatgpt: 4 }, { chatgpt: { averageRating: 4, totalVotes: 1 } }));
    renderWidget();
    await screen.findByText("Rated");
    vi.useFakeTimers();
    hover(star(2));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(screen.getByRole("tooltip")).toHaveTextContent("You rated it 4 out of 5");
    expect(star(4)).toBeChecked();
  });
});

describe("rating widget without any rating", () => {
  it("a rating of 0 (no static reviews, no votes) shows 'No ratings' beside the stars", async () => {
    stubApi(() => statsWith());
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <ToolStatsScope ids={["new-tool"]}>
          <RatingWidget toolId="new-tool" toolName="New Tool" staticRating={0} staticReviews={0} />
        </ToolStatsScope>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole("radio", { name: /out of 5/ })).toHaveLength(5));
    expect(screen.getByText("No ratings")).toBeInTheDocument();
    expect(screen.queryByText(/ratings\)/)).toBeNull();
  });
});
