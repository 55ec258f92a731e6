import type { Tool } from "@common/catalogue/types";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp, testI18n } from "@/test/render";
import { ToolsDirectory } from "./tools-directory";

function tool(id: string, overrides: Partial<Tool>): Tool {
  return {
    id,
    name: id,
    company: "Acme",
    description: "A helpful tool",
    logoText: "AB",
    logoColor: "bg-slate-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1200,
    tags: ["chatbot"],
    category: "ai-assistants",
    featured: false,
    url: `https://${id.toLowerCase()}.example`,
    difficulty: "Beginner",
    bestFor: "Everyday questions",
    freeOption: true,
    whatItDoes: "Answers questions.",
    topUseCases: ["Drafting emails", "Summaries", "Brainstorming", "Learning"],
    example: "Explain compound interest simply",
    ...overrides,
  };
}

const TOOLS = [
  tool("ChatAlpha", { featured: true }),
  tool("PixelPainter", {
    category: "image-creation",
    pricing: "paid",
    description: "Turns words into pictures",
    tags: ["image", "art"],
    rating: 4,
  }),
  tool("NoteTaker", {
    category: "meeting-notes",
    pricing: "free",
    company: "Chat Labs",
    difficulty: "Advanced",
    tags: ["notes"],
  }),
];

/** The directory at /tools under a router the test can drive (Back, Forward) and read the URL of. */
function renderDirectoryWithHistory() {
  const router = createMemoryRouter([{ path: "/tools", element: <ToolsDirectory tools={TOOLS} /> }], {
    initialEntries: ["/tools"],
  });
  render(
    <I18nextProvider i18n={testI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}

describe("tools directory", () => {
  it("shows every tool and 'X of Y tools found'", () => {
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByText("3 of 3 tools found")).toBeInTheDocument();
  });

  it("renders each tool card's parts", () => {
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    const card = screen.getByRole("article", { name: "ChatAlpha" });
    const c = within(card);
    expect(c.getByText("by Acme")).toBeInTheDocument();
    expect(c.getByText("Featured")).toBeInTheDocument();
    expect(c.getByText("Freemium")).toBeInTheDocument();
    // The directory sits under the page's h1: the card's name one level below it, its sections one more.
    expect(c.getByRole("heading", { level: 2, name: "ChatAlpha" })).toBeInTheDocument();
    for (const heading of ["Description", "Best for", "What it does", "Top use cases", "Example"]) {
      expect(c.getByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
    }
    expect(c.getAllByRole("listitem")).toHaveLength(4);
    expect(c.getByText("“Explain compound interest simply”")).toBeInTheDocument();
    expect(c.getByText("4.5")).toBeInTheDocument();
    expect(c.getByText("(1,200 ratings)")).toBeInTheDocument();
    expect(c.getByText("Difficulty: Beginner")).toBeInTheDocument();
    const link = c.getByRole("link", { name: "Try Now" });
    expect(link).toHaveAccessibleDescription("Try ChatAlpha (opens in a new tab)");
    expect(link).toHaveAttribute("href", "https://chatalpha.example");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(screen.getByRole("article", { name: "PixelPainter" })).queryByText("Featured")).toBeNull();
  });

  it("searches name, description and company without regard to case", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    const search = screen.getByRole("searchbox", { name: "Search tools" });
    await user.type(search, "CHAT");
    expect(screen.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual([
      "tool-ChatAlpha-name",
      "tool-NoteTaker-name",
    ]);
    expect(screen.getByText("2 of 3 tools found")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "pictures");
    expect(screen.getByText("1 of 3 tools found")).toBeInTheDocument();
  });

  it("combines the category and pricing dropdowns with the search", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    const category = screen.getByRole("combobox", { name: "Category" });
    const pricing = screen.getByRole("combobox", { name: "Pricing" });
    expect(within(category).getAllByRole("option")).toHaveLength(14);
    expect(within(category).getAllByRole("option")[0]).toHaveTextContent("All Categories");
    expect(
      within(pricing)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Pricing", "Free", "Freemium", "Paid"]);

    await user.selectOptions(pricing, "free");
    expect(screen.getByText("1 of 3 tools found")).toBeInTheDocument();
    await user.selectOptions(category, "image-creation");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("0 of 3 tools found")).toBeInTheDocument();
    expect(screen.getByText("No tools found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search terms or filters.")).toBeInTheDocument();

    await user.selectOptions(pricing, "all");
    expect(screen.getByText("1 of 3 tools found")).toBeInTheDocument();
  });

  it("searches the tags' labels too", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    await user.type(screen.getByRole("searchbox", { name: "Search tools" }), "chatbot");
    expect(names()).toEqual(["ChatAlpha"]);
  });
});

const names = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-labelledby")?.slice(5, -5));

describe("tools directory: tag filter, sort and forgiving search", () => {
  it("lists every tag by its label, alphabetically, after 'All Tags', and filters by the one chosen", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    const tag = screen.getByRole("combobox", { name: "Tag" });
    const labels = within(tag)
      .getAllByRole("option")
      .map((o) => o.textContent ?? "");
    expect(labels).toHaveLength(30);
    expect(labels[0]).toBe("All Tags");
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort(new Intl.Collator("en").compare));
    expect(labels).toContain("Art");

    await user.selectOptions(tag, "art");
    expect(names()).toEqual(["PixelPainter"]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Pricing" }), "free");
    expect(screen.getByText("0 of 3 tools found")).toBeInTheDocument();
  });

  it("sorts by name or by the Top rated scores it is given", async () => {
    const user = userEvent.setup();
    const scores = new Map([
      ["ChatAlpha", 4.3],
      ["PixelPainter", 4.6],
      ["NoteTaker", 4.4],
    ]);
    renderWithApp(<ToolsDirectory tools={TOOLS} topRatedScores={scores} />);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Sort: Recommended", "Sort: Top Rated", "Sort: Name (A–Z)"]);
    expect(names()).toEqual(["ChatAlpha", "PixelPainter", "NoteTaker"]);
    await user.selectOptions(sort, "name");
    expect(names()).toEqual(["ChatAlpha", "NoteTaker", "PixelPainter"]);
    await user.selectOptions(sort, "top-rated");
    expect(names()).toEqual(["PixelPainter", "NoteTaker", "ChatAlpha"]);
  });

  it("builds no collator while the page starts: the tag order comes from the build, the Name order builds one when chosen", async () => {
    const user = userEvent.setup();
    const Collator = vi.spyOn(Intl, "Collator");
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    expect(within(screen.getByRole("combobox", { name: "Tag" })).getAllByRole("option")).toHaveLength(30);
    expect(Collator).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "name");
    expect(names()).toEqual(["ChatAlpha", "NoteTaker", "PixelPainter"]);
    expect(Collator).toHaveBeenCalledTimes(1);
    Collator.mockRestore();
  });

  it("Top rated falls back to the static ratings without scores", async () => {
    renderWithApp(<ToolsDirectory tools={TOOLS} />, { path: "/tools?sort=top-rated" });
    expect(names()).toEqual(["ChatAlpha", "NoteTaker", "PixelPainter"]);
  });

  it("opens with the filters, search and sort of its URL", () => {
    renderWithApp(<ToolsDirectory tools={TOOLS} />, { path: "/tools?tag=notes&pricing=free&q=labs" });
    expect(names()).toEqual(["NoteTaker"]);
    expect(screen.getByRole("searchbox", { name: "Search tools" })).toHaveValue("labs");
    expect(screen.getByRole("combobox", { name: "Tag" })).toHaveValue("notes");
    expect(screen.getByRole("combobox", { name: "Pricing" })).toHaveValue("free");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("all");
  });

  it("ignores values in the URL it does not know", () => {
    renderWithApp(<ToolsDirectory tools={TOOLS} />, {
      path: "/tools?category=nope&pricing=gratis&tag=%3Cscript%3E&sort=random&q=",
    });
    expect(screen.getByText("3 of 3 tools found")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("recommended");
  });

  it("forgives a typo once its search has loaded, listing exact matches first", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory tools={TOOLS} />);
    await user.type(screen.getByRole("searchbox", { name: "Search tools" }), "pixelpaintr");
    expect(await screen.findByText("1 of 3 tools found")).toBeInTheDocument();
    expect(names()).toEqual(["PixelPainter"]);
  });

  it("keeps the query in the URL: a filter is a history entry, a search one entry however long", async () => {
    const user = userEvent.setup();
    const { router, where } = renderDirectoryWithHistory();
    const search = screen.getByRole("searchbox", { name: "Search tools" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "meeting-notes");
    expect(where()).toBe("/tools?category=meeting-notes");
    await user.type(search, "note");
    expect(where()).toBe("/tools?category=meeting-notes&q=note");
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "name");
    expect(where()).toBe("/tools?category=meeting-notes&q=note&sort=name");
    expect(names()).toEqual(["NoteTaker"]);

    await act(() => router.navigate(-1));
    expect(where()).toBe("/tools?category=meeting-notes&q=note");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("recommended");
    expect(search).toHaveValue("note");
    await act(() => router.navigate(-1));
    expect(where()).toBe("/tools?category=meeting-notes");
    expect(search).toHaveValue("");
    expect(names()).toEqual(["NoteTaker"]);
    await act(() => router.navigate(-1));
    expect(where()).toBe("/tools");
    expect(screen.getByText("3 of 3 tools found")).toBeInTheDocument();

    // Forward again, then clearing the box: back to the unfiltered URL.
    await act(() => router.navigate(2));
    expect(search).toHaveValue("note");
    await user.clear(search);
    expect(where()).toBe("/tools?category=meeting-notes");
  });

  it("a key pressed before the router has rendered a new filter keeps that filter", async () => {
    const { where } = renderDirectoryWithHistory();
    // One act: the router's transition for the category is not rendered yet when the key arrives.
    act(() => {
      fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: "meeting-notes" } });
      fireEvent.change(screen.getByRole("searchbox", { name: "Search tools" }), { target: { value: "n" } });
      fireEvent.change(screen.getByRole("combobox", { name: "Pricing" }), { target: { value: "free" } });
    });
    await act(async () => {});
    expect(where()).toBe("/tools?category=meeting-notes&q=n&pricing=free");
    expect(names()).toEqual(["NoteTaker"]);
  });
});
