import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubCatalogueApi } from "@/test/catalogue-api";
import { renderWithApp, TestProviders } from "@/test/render";
import { testTool } from "@/test/tools";
import { ToolsDirectory } from "./tools-directory";

const TOOLS = [
  testTool("ChatAlpha", { featured: true }),
  testTool("PixelPainter", {
    category: "image-creation",
    pricing: "paid",
    description: "Turns words into pictures",
    tags: ["image", "art"],
    rating: 4,
  }),
  testTool("NoteTaker", {
    category: "meeting-notes",
    pricing: "free",
    company: "Chat Labs",
    difficulty: "Advanced",
    tags: ["notes"],
  }),
];

/** The directory at /tools under a router the test can drive (Back, Forward) and read the URL of. */
function renderDirectoryWithHistory() {
  const router = createMemoryRouter([{ path: "/tools", element: <ToolsDirectory /> }], {
    initialEntries: ["/tools"],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, where: () => `${router.state.location.pathname}${router.state.location.search}` };
}

let api: ReturnType<typeof stubCatalogueApi>;
beforeEach(() => {
  api = stubCatalogueApi(TOOLS);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const names = () => screen.queryAllByRole("article").map((a) => a.getAttribute("aria-labelledby")?.slice(5, -5));
const lastRequest = () => api.requests.at(-1);

describe("tools directory", () => {
  it("shows the Worker's page of tools and 'X of Y tools found'", async () => {
    renderWithApp(<ToolsDirectory />);
    expect(await screen.findByText("3 of 3 tools found")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(lastRequest()).toBe("/api/catalogue/tools?lang=en");
  });

  it("renders each tool card's parts", async () => {
    renderWithApp(<ToolsDirectory />);
    const card = await screen.findByRole("article", { name: "ChatAlpha" });
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

  it("asks the Worker for the search as typed and shows its answer", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory />);
    const search = screen.getByRole("searchbox", { name: "Search tools" });
    await user.type(search, "CHAT");
    expect(await screen.findByText("2 of 3 tools found")).toBeInTheDocument();
    expect(names()).toEqual(["ChatAlpha", "NoteTaker"]);
    expect(lastRequest()).toBe("/api/catalogue/tools?q=CHAT&lang=en");
  });

  it("combines the category and pricing dropdowns with the search, and says when nothing is found", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory />);
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
    expect(await screen.findByText("1 of 3 tools found")).toBeInTheDocument();
    await user.selectOptions(category, "image-creation");
    expect(await screen.findByText("0 of 3 tools found")).toBeInTheDocument();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("No tools found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search terms or filters.")).toBeInTheDocument();
    // In the query's own order whatever the URL's: one answer in the edge cache per query.
    expect(lastRequest()).toBe("/api/catalogue/tools?category=image-creation&pricing=free&lang=en");

    await user.selectOptions(pricing, "all");
    expect(await screen.findByText("1 of 3 tools found")).toBeInTheDocument();
  });

  it("is a GET form with the URL's names, so it works before (or without) the app's scripts", () => {
    renderWithApp(<ToolsDirectory />);
    expect(document.querySelector("search > form")).toHaveAttribute("method", "get");
    expect(screen.getByRole("searchbox", { name: "Search tools" })).toHaveAttribute("name", "q");
    for (const [name, field] of [
      ["Category", "category"],
      ["Pricing", "pricing"],
      ["Tag", "tag"],
      ["Sort by", "sort"],
    ]) {
      expect(screen.getByRole("combobox", { name })).toHaveAttribute("name", field);
    }
  });
});

describe("tools directory: tag filter, sort, pages", () => {
  it("lists every tag by its label, alphabetically, after 'All Tags', and asks for the one chosen", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory />);
    const tag = screen.getByRole("combobox", { name: "Tag" });
    const labels = within(tag)
      .getAllByRole("option")
      .map((o) => o.textContent ?? "");
    expect(labels).toHaveLength(30);
    expect(labels[0]).toBe("All Tags");
    expect(labels.slice(1)).toEqual([...labels.slice(1)].sort(new Intl.Collator("en").compare));
    expect(labels).toContain("Art");

    await user.selectOptions(tag, "art");
    expect(await screen.findByText("1 of 3 tools found")).toBeInTheDocument();
    expect(names()).toEqual(["PixelPainter"]);
    expect(lastRequest()).toBe("/api/catalogue/tools?tag=art&lang=en");
  });

  it("asks for the chosen order and shows the tools in the order the Worker gives", async () => {
    const user = userEvent.setup();
    renderWithApp(<ToolsDirectory />);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Sort: Recommended", "Sort: Top Rated", "Sort: Name (A–Z)"]);
    await screen.findByText("3 of 3 tools found");
    expect(names()).toEqual(["ChatAlpha", "PixelPainter", "NoteTaker"]);
    await user.selectOptions(sort, "name");
    await vi.waitFor(() => expect(names()).toEqual(["ChatAlpha", "NoteTaker", "PixelPainter"]));
    expect(lastRequest()).toBe("/api/catalogue/tools?sort=name&lang=en");
  });

  it("opens with the filters, search, sort and page of its URL", async () => {
    renderWithApp(<ToolsDirectory />, { path: "/tools?tag=notes&pricing=free&q=labs" });
    expect(await screen.findByText("1 of 3 tools found")).toBeInTheDocument();
    expect(names()).toEqual(["NoteTaker"]);
    expect(screen.getByRole("searchbox", { name: "Search tools" })).toHaveValue("labs");
    expect(screen.getByRole("combobox", { name: "Tag" })).toHaveValue("notes");
    expect(screen.getByRole("combobox", { name: "Pricing" })).toHaveValue("free");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("all");
  });

  it("ignores values in the URL it does not know", async () => {
    renderWithApp(<ToolsDirectory />, {
      path: "/tools?category=nope&pricing=gratis&tag=%3Cscript%3E&sort=random&q=&page=0",
    });
    expect(await screen.findByText("3 of 3 tools found")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("recommended");
    expect(lastRequest()).toBe("/api/catalogue/tools?lang=en");
  });

  it("links to the other pages of a long listing, keeping the query, and shows the page its URL asks for", async () => {
    vi.unstubAllGlobals();
    const many = Array.from({ length: 50 }, (_, i) => testTool(`Tool${String(i).padStart(2, "0")}`, {}));
    api = stubCatalogueApi(many);
    renderWithApp(<ToolsDirectory />, { path: "/tools?pricing=freemium&page=2" });
    expect(await screen.findByText("50 of 50 tools found")).toBeInTheDocument();
    expect(names()[0]).toBe("Tool24");
    expect(lastRequest()).toBe("/api/catalogue/tools?pricing=freemium&page=2&lang=en");
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/tools?pricing=freemium");
    expect(within(pages).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/tools?pricing=freemium&page=3");
    expect(within(pages).getByRole("link", { name: "Page 2 of 3" })).toHaveAttribute("aria-current", "page");
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
    await vi.waitFor(() => expect(names()).toEqual(["NoteTaker"]));

    await act(() => router.navigate(-1));
    expect(where()).toBe("/tools?category=meeting-notes&q=note");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("recommended");
    expect(search).toHaveValue("note");
    await act(() => router.navigate(-1));
    expect(where()).toBe("/tools?category=meeting-notes");
    expect(search).toHaveValue("");
    await act(() => router.navigate(-1));
    expect(where()).toBe("/tools");
    expect(await screen.findByText("3 of 3 tools found")).toBeInTheDocument();

    // Forward again, then clearing the box: back to the unfiltered URL.
    await act(() => router.navigate(2));
    expect(search).toHaveValue("note");
    await user.clear(search);
    expect(where()).toBe("/tools?category=meeting-notes");
  });

  it("a filter or search change starts again at page 1", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: "/tools", element: <ToolsDirectory /> }], {
      initialEntries: ["/tools?page=2"],
    });
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Pricing" }), "paid");
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/tools?pricing=paid");
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
    await vi.waitFor(() => expect(names()).toEqual(["NoteTaker"]));
  });
});
