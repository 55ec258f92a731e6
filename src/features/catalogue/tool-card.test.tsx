import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { testTool } from "@/test/tools";
import { ToolCard } from "./tool-card";

const chatgpt = testTool("chatgpt", { name: "ChatGPT", bestFor: "Everyday questions, writing, and brainstorming" });

describe("tool card details", () => {
  it.each([2, 3] as const)(
    "are five parts, each a box holding its title (h%s + 1) and its text, so the card shows a part whole or not at all",
    (level) => {
      const { container } = renderWithApp(<ToolCard tool={chatgpt} level={level} />);
      const details = container.querySelector("#tool-chatgpt-details");
      if (!(details instanceof HTMLElement)) throw new Error("no details");
      expect([...details.children].map((part) => [...part.children].map((child) => child.tagName))).toEqual(
        ["P", "P", "P", "UL", "P"].map((body) => [`H${level + 1}`, body]),
      );
      expect(
        within(details)
          .getAllByRole("heading", { level: level + 1 })
          .map((h) => h.textContent),
      ).toEqual(["Description", "Best for", "What it does", "Top use cases", "Example"]);
      expect(within(details).getAllByRole("listitem")).toHaveLength(4);
      expect(details).toHaveTextContent(chatgpt.bestFor);
      // Nothing scrolls inside a card any more, so it holds no focus stop of its own.
      expect(details.querySelector("[tabindex]")).toBeNull();
      expect(details.tabIndex).toBe(-1);
    },
  );
});

describe("a card's beginner facts at a glance", () => {
  it("say nothing for a tool whose facts nobody filled", () => {
    renderWithApp(<ToolCard tool={chatgpt} />);
    expect(screen.queryByRole("list", { name: "At a glance" })).toBeNull();
  });

  it("say whether a payment card is needed; the language only on a page in another language that the tool speaks", () => {
    const facts = { ...chatgpt, atAGlance: { cardRequired: "no" as const, languages: ["en", "de"] } };
    const { unmount } = renderWithApp(<ToolCard tool={facts} />);
    expect(
      within(screen.getByRole("list", { name: "At a glance" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["No payment card needed"]);
    unmount();

    renderWithApp(<ToolCard tool={{ ...facts, atAGlance: { cardRequired: "yes", languages: ["de"] } }} />, {
      path: "/de/tools",
    });
    expect(
      within(screen.getByRole("list", { name: /./ }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toHaveLength(2);
  });

  it("leave out the language on a page in a language the tool does not speak", () => {
    renderWithApp(<ToolCard tool={{ ...chatgpt, atAGlance: { languages: ["en", "fr"] } }} />, { path: "/de/tools" });
    expect(screen.queryAllByRole("listitem").filter((item) => item.closest(".tool-card-glance"))).toHaveLength(0);
  });
});
