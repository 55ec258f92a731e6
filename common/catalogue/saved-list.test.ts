import { describe, expect, it } from "vitest";
import { COMPARE_MAX, parseToolIds, SAVED_MAX } from "./saved-list";

describe("a list of tool ids in a link or in storage", () => {
  it("keeps valid ids in order, once each, and drops anything else", () => {
    expect(parseToolIds("chatgpt, claude,chatgpt,,Bad Id,../x,notion-ai")).toEqual(["chatgpt", "claude", "notion-ai"]);
    expect(parseToolIds(null)).toEqual([]);
    expect(parseToolIds("")).toEqual([]);
  });

  it("stops at the list's size: 30 saved, 3 compared", () => {
    const many = Array.from({ length: 40 }, (_, i) => `tool-${i}`).join(",");
    expect(parseToolIds(many)).toHaveLength(SAVED_MAX);
    expect(parseToolIds(many, COMPARE_MAX)).toEqual(["tool-0", "tool-1", "tool-2"]);
  });
});
