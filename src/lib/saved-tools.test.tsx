import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readSavedTools, saveTools, toggleSavedTool, useSavedTools } from "./saved-tools";

function SavedCount() {
  return <p>{useSavedTools().join(",") || "none"}</p>;
}

afterEach(() => localStorage.clear());

describe("the saved tools in this browser", () => {
  it("saves and forgets a tool, adds a shared list after the saved ones, and re-renders its readers", () => {
    render(<SavedCount />);
    expect(screen.getByText("none")).toBeInTheDocument();
    act(() => toggleSavedTool("claude"));
    act(() => toggleSavedTool("chatgpt"));
    expect(screen.getByText("claude,chatgpt")).toBeInTheDocument();
    act(() => saveTools(["chatgpt", "notion-ai"]));
    expect(localStorage.getItem("savedTools")).toBe("claude,chatgpt,notion-ai");
    act(() => toggleSavedTool("claude"));
    expect(readSavedTools()).toEqual(["chatgpt", "notion-ai"]);
  });

  it("follows another tab's change, and ignores a stored value that is not a list of ids", () => {
    render(<SavedCount />);
    act(() => {
      localStorage.setItem("savedTools", "gemini,<script>");
      window.dispatchEvent(new StorageEvent("storage", { key: "savedTools" }));
    });
    expect(screen.getByText("gemini")).toBeInTheDocument();
  });
});
