import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { Faq } from "./faq";

describe("FAQ", () => {
  it("has ten questions in a section with id faq, all closed at first", () => {
    const { container } = renderWithApp(<Faq />);
    expect(container.querySelector("section#faq")).not.toBeNull();
    const buttons = screen.getAllByRole("button");
    expect(buttons).toHaveLength(10);
    for (const button of buttons) expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("toggles each item on its own", async () => {
    const user = userEvent.setup();
    renderWithApp(<Faq />);
    const [first, second] = screen.getAllByRole("button");
    const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "")!;

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(answerOf(first!)).toBeVisible();
    expect(answerOf(second!)).not.toBeVisible();

    await user.click(second!);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(second).toHaveAttribute("aria-expanded", "true");

    await user.click(first!);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(answerOf(first!)).not.toBeVisible();
    expect(second).toHaveAttribute("aria-expanded", "true");
  });
});
