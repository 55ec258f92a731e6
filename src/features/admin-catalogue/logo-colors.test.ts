import { LOGO_COLORS } from "@common/catalogue/contract";
import { describe, expect, it } from "vitest";

const styles = Object.values(
  import.meta.glob<string>("/src/styles.css", { query: "?raw", import: "default", eager: true }),
).join("\n");

/** Expands a Tailwind `@source inline()` pattern's brace groups (`bg-{red,blue}-{600,700}`). */
function expand(pattern: string): string[] {
  const match = /\{([^}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!.split(",").flatMap((option) => expand(pattern.replace(match[0], option)));
}

describe("the logo palette", () => {
  it("every colour the editor offers is a class the stylesheet builds", () => {
    const inline = [...styles.matchAll(/@source inline\("([^"]+)"\)/g)].flatMap((m) => expand(m[1] ?? ""));
    expect(new Set(inline.filter((name) => name.startsWith("bg-")))).toEqual(new Set(LOGO_COLORS));
  });
});
