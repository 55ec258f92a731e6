import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RatingSummary } from "@/components/ui/rating-summary";
import { stubCatalogueApi } from "@/test/catalogue-api";
import { renderWithApp } from "@/test/render";
import { testTool } from "@/test/tools";
import { CategoryTools } from "./category-tools";
import { ToolCard } from "./tool-card";

const tools = [
  testTool("Alpha", { pricing: "paid", logoText: "AL", logoColor: "bg-emerald-700" }),
  testTool("Beta", { pricing: "paid", logoText: "BE", logoColor: "bg-sky-800" }),
  testTool("Gamma", { pricing: "paid", difficulty: "Advanced", logoText: "GA", logoColor: "bg-rose-700" }),
];

let api: ReturnType<typeof stubCatalogueApi>;
beforeEach(() => {
  api = stubCatalogueApi(tools);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("category page", () => {
  it("shows the category's Recommended two, then asks for another filter, kept in the URL", async () => {
    renderWithApp(<CategoryTools category="ai-assistants" />, { path: "/category/ai-assistants" });
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(document.querySelector("[data-columns]")).toHaveAttribute("data-columns", "2");
    await userEvent.click(screen.getByRole("button", { name: "Advanced" }));
    await vi.waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(document.querySelector("[data-columns]")).toHaveAttribute("data-columns", "3");
    expect(api.requests.at(-1)).toBe("/api/catalogue/categories/ai-assistants?filter=advanced&lang=en");
    expect(screen.getByRole("button", { name: "Advanced" })).toHaveAttribute("aria-pressed", "true");
  });

  it("its filters are buttons of a GET form, so they work before (or without) the app's scripts", () => {
    renderWithApp(<CategoryTools category="ai-assistants" />);
    const free = screen.getByRole("button", { name: "Free Only" });
    expect(free).toHaveAttribute("type", "submit");
    expect(free).toHaveAttribute("name", "filter");
    expect(free).toHaveAttribute("value", "free");
    expect(free.closest("form")).toHaveAttribute("method", "get");
  });

  it("a filter that leaves no tool shows 'No tools found' and a hint instead of the grid", async () => {
    renderWithApp(<CategoryTools category="ai-assistants" />);
    expect((await screen.findAllByRole("article")).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Free Only" }));
    await vi.waitFor(() => expect(screen.queryAllByRole("article")).toHaveLength(0));
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
