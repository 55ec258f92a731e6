import type { Tool } from "@common/catalogue/types";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
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
  tool("PixelPainter", { category: "image-creation", pricing: "paid", description: "Turns words into pictures" }),
  tool("NoteTaker", { category: "meeting-notes", pricing: "free", company: "Chat Labs", difficulty: "Advanced" }),
];

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
    expect(c.getByText("(1,200 reviews)")).toBeInTheDocument();
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
});
