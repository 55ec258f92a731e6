import { tools } from "@common/catalogue/tools";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { RatingSummary } from "@/components/ui/rating-summary";
import { renderWithApp } from "@/test/render";
import { CategoryTools } from "./category-tools";
import { ToolCard } from "./tool-card";

const paidOnly = tools.filter((tool) => tool.pricing === "paid");

describe("category page", () => {
  it("a filter that leaves no tool shows 'No tools found' and a hint instead of the grid", async () => {
    expect(paidOnly.length).toBeGreaterThan(0);
    renderWithApp(<CategoryTools tools={paidOnly} />);
    expect(screen.getAllByRole("article").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Free Only" }));
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByText("No tools found")).toBeInTheDocument();
    expect(screen.getByText("Try another filter to see more tools in this category.")).toBeInTheDocument();
    expect(document.querySelector("[data-columns]")).toBeNull();
  });
});

describe("tool card", () => {
  it.each(tools.slice(0, 3).map((tool) => [tool.name, tool] as const))(
    "%s: its logo text on its own coloured tile",
    (_, tool) => {
      renderWithApp(<ToolCard tool={tool} />);
      const card = screen.getByRole("article");
      const tile = card.querySelector(".tool-logo");
      expect(tile).toHaveTextContent(new RegExp(`^${tool.logoText}$`));
      expect(tool.logoColor).toMatch(/^bg-/);
      expect(tile).toHaveClass(tool.logoColor);
      expect(tile).toHaveAttribute("aria-hidden", "true");
      expect(within(card).getByRole("heading", { name: tool.name })).toBeInTheDocument();
    },
  );
});

describe("rating summary", () => {
  it("a rating of 0 shows 'No ratings' and no stars or count", () => {
    renderWithApp(<RatingSummary rating={0} reviews={0} />);
    expect(screen.getByText("No ratings")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByText(/ratings\)/)).toBeNull();
  });

  it("a rating above 0 shows the rating and the count instead", () => {
    renderWithApp(<RatingSummary rating={4} reviews={12} />);
    expect(screen.queryByText("No ratings")).toBeNull();
    expect(screen.getByText("4.0")).toBeInTheDocument();
  });
});
