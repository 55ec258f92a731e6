import { describe, expect, it } from "vitest";
import { categories, getCategory } from "./categories";
import { type CatalogueFile, catalogueFileSchema, TEXT_FIELD_COUNT, translatedFieldCount } from "./contract";
import seedFile from "./seed-catalogue.json";
import { CATEGORY_ICONS, CATEGORY_SLUGS } from "./types";

const seed = seedFile as CatalogueFile;

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

describe("the seed catalogue", () => {
  const { tools } = seed;

  it("is a valid catalogue file of between 40 and 50 published tools", () => {
    expect(catalogueFileSchema.safeParse(seed).success).toBe(true);
    expect(tools.length).toBeGreaterThanOrEqual(40);
    expect(tools.length).toBeLessThanOrEqual(50);
    for (const tool of tools) expect(tool.status, tool.id).toBe("published");
  });

  it("has unique ids and puts at least 3 tools in every category, in order within each", () => {
    const ids = tools.map((tool) => tool.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const slug of CATEGORY_SLUGS) {
      const positions = tools.filter((tool) => tool.category === slug).map((tool) => tool.position);
      expect(positions.length, slug).toBeGreaterThanOrEqual(3);
      expect(new Set(positions).size, slug).toBe(positions.length);
    }
  });

  it("has a rating of 4 or 4.5 and a positive review count", () => {
    for (const tool of tools) {
      expect([4, 4.5], tool.id).toContain(tool.rating);
      expect(tool.reviews, tool.id).toBeGreaterThan(0);
    }
  });

  it("offers a free option exactly when the tool is not paid-only", () => {
    for (const tool of tools) expect(tool.freeOption, tool.id).toBe(tool.pricing !== "paid");
  });

  it("includes the required tools", () => {
    const names = tools.map((tool) => tool.name);
    for (const name of REQUIRED_TOOL_NAMES) expect(names).toContain(name);
  });

  it("keeps English descriptions short enough for a card", () => {
    for (const tool of tools) expect(tool.texts.en.description.length, tool.id).toBeLessThanOrEqual(160);
  });

  it("has every tool's text in every language", () => {
    for (const tool of tools) {
      for (const [lang, text] of Object.entries(tool.texts)) {
        expect(translatedFieldCount(text), `${tool.id} ${lang}`).toBe(TEXT_FIELD_COUNT);
      }
    }
  });
});
