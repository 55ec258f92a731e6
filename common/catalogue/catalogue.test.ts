import { describe, expect, it } from "vitest";
import { categories, getCategory } from "./categories";
import { getTool, TOOL_IDS, tools, toolsInCategory } from "./tools";
import { CATEGORY_ICONS, CATEGORY_SLUGS, DIFFICULTY_VALUES, PRICING_VALUES, TOOL_TAGS, type Tool } from "./types";

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const REQUIRED_TOOL_NAMES = [
  "Make",
  "Power Automate",
  "Motion",
  "ClickUp Brain",
  "Buffer AI Assistant",
  "Hootsuite Insights",
  "Later",
  "Predis.ai",
  "Intercom",
  "Zendesk Answer Bot",
];

const TEXT_FIELDS = [
  "id",
  "name",
  "company",
  "description",
  "logoText",
  "logoColor",
  "url",
  "bestFor",
  "whatItDoes",
  "example",
] as const satisfies readonly (keyof Tool)[];

const includes = <T extends string>(values: readonly T[], value: string): boolean =>
  (values as readonly string[]).includes(value);

describe("categories", () => {
  it("lists exactly the 13 category slugs in CATEGORY_SLUGS order", () => {
    expect(categories.map((category) => category.id)).toEqual([...CATEGORY_SLUGS]);
  });

  it("uses the slug as id and a distinct known icon per category", () => {
    for (const category of categories) {
      expect(category.slug).toBe(category.id);
      expect(includes(CATEGORY_ICONS, category.icon)).toBe(true);
    }
    expect(new Set(categories.map((category) => category.icon)).size).toBe(categories.length);
  });

  it("has light and dark Tailwind classes for every color field", () => {
    for (const category of categories) {
      expect(category.bgColor).toMatch(/^bg-[a-z]+-\d+ dark:bg-[a-z]+-\d+$/);
      expect(category.iconColor).toMatch(/^text-[a-z]+-\d+ dark:text-[a-z]+-\d+$/);
      expect(category.badgeColor).toMatch(/^bg-[a-z]+-\d+ text-[a-z]+-\d+ dark:bg-[a-z]+-\d+ dark:text-[a-z]+-\d+$/);
    }
  });

  it("finds a category by slug and rejects unknown slugs", () => {
    expect(getCategory("social-media")?.icon).toBe("share");
    expect(getCategory("no-such-category")).toBeUndefined();
  });
});

describe("tools", () => {
  it("has between 40 and 50 tools", () => {
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(tools.length).toBeLessThanOrEqual(50);
  });

  it("has unique slug ids, matching TOOL_IDS", () => {
    const ids = tools.map((tool) => tool.id);
    for (const id of ids) expect(id, id).toMatch(SLUG_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...TOOL_IDS]).toEqual(ids);
  });

  it("puts at least 3 tools in every category, grouped in CATEGORY_SLUGS order", () => {
    for (const slug of CATEGORY_SLUGS) expect(toolsInCategory(slug).length, slug).toBeGreaterThanOrEqual(3);
    const order = tools.map((tool) => CATEGORY_SLUGS.indexOf(tool.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("uses only known category, pricing, difficulty and tag values", () => {
    for (const tool of tools) {
      expect(includes(CATEGORY_SLUGS, tool.category), tool.id).toBe(true);
      expect(includes(PRICING_VALUES, tool.pricing), tool.id).toBe(true);
      if (tool.difficulty !== undefined) expect(includes(DIFFICULTY_VALUES, tool.difficulty), tool.id).toBe(true);
      for (const tag of tool.tags) expect(includes(TOOL_TAGS, tag), `${tool.id}: ${tag}`).toBe(true);
    }
  });

  it("gives every tool a non-empty list of unique tags", () => {
    for (const tool of tools) {
      expect(tool.tags.length, tool.id).toBeGreaterThan(0);
      expect(new Set(tool.tags).size, tool.id).toBe(tool.tags.length);
    }
  });

  it("gives every tool exactly 4 non-empty top use cases", () => {
    for (const tool of tools) {
      expect(tool.topUseCases, tool.id).toHaveLength(4);
      for (const useCase of tool.topUseCases) expect(useCase.trim(), tool.id).not.toBe("");
    }
  });

  it("has a rating of 4 or 4.5 and a positive integer review count", () => {
    for (const tool of tools) {
      expect([4, 4.5], tool.id).toContain(tool.rating);
      expect(Number.isInteger(tool.reviews), tool.id).toBe(true);
      expect(tool.reviews, tool.id).toBeGreaterThan(0);
    }
  });

  it("links every tool to an https URL", () => {
    for (const tool of tools) {
      expect(() => new URL(tool.url), tool.id).not.toThrow();
      expect(new URL(tool.url).protocol, tool.id).toBe("https:");
    }
  });

  it("has a two-character logo text and a Tailwind background class", () => {
    for (const tool of tools) {
      expect([...tool.logoText], tool.id).toHaveLength(2);
      expect(tool.logoColor, tool.id).toMatch(/^bg-[a-z]+-\d+$/);
    }
  });

  it("offers a free option exactly when the tool is not paid-only", () => {
    for (const tool of tools) expect(tool.freeOption, tool.id).toBe(tool.pricing !== "paid");
  });

  it("includes the required tools", () => {
    const names = tools.map((tool) => tool.name);
    for (const name of REQUIRED_TOOL_NAMES) expect(names).toContain(name);
  });

  it("keeps descriptions short enough for a card", () => {
    for (const tool of tools) expect(tool.description.length, tool.id).toBeLessThanOrEqual(160);
  });

  it("has non-empty text in every text field", () => {
    for (const tool of tools) {
      for (const field of TEXT_FIELDS) expect(tool[field].trim(), `${tool.id}.${field}`).not.toBe("");
    }
  });

  it("finds tools by id and keeps catalogue order within a category", () => {
    expect(getTool("chatgpt")?.name).toBe("ChatGPT");
    expect(getTool("no-such-tool")).toBeUndefined();
    const inCategory = toolsInCategory("social-media");
    expect(inCategory.every((tool) => tool.category === "social-media")).toBe(true);
    expect(inCategory).toEqual(tools.filter((tool) => tool.category === "social-media"));
    expect(toolsInCategory("no-such-category")).toEqual([]);
  });
});
