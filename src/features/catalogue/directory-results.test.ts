import { DEFAULT_DIRECTORY_QUERY, type DirectoryQuery } from "@common/catalogue/directory-query";
import type { Tool, ToolTag } from "@common/catalogue/types";
import { describe, expect, it } from "vitest";
import { directoryResults, sortDirectoryTools } from "./directory-results";
import type { FuzzySearch } from "./fuzzy-search";

function tool(id: string, overrides: Partial<Tool> = {}): Tool {
  return {
    id,
    name: id.toUpperCase(),
    company: "Acme",
    description: `About ${id}`,
    logoText: "XX",
    logoColor: "bg-slate-700",
    pricing: "freemium",
    rating: 4,
    reviews: 10,
    tags: ["chatbot"],
    category: "ai-assistants",
    featured: false,
    url: "https://example.com",
    difficulty: "Beginner",
    bestFor: "",
    freeOption: true,
    whatItDoes: "",
    topUseCases: ["a", "b", "c", "d"],
    example: "",
    ...overrides,
  };
}

const ids = (list: Tool[]) => list.map((t) => t.id);
const LABELS: Partial<Record<ToolTag, string>> = { chatbot: "Chat helper", image: "Pictures", video: "Moving images" };
const tagLabel = (tag: ToolTag) => LABELS[tag] ?? tag;
const compareNames = new Intl.Collator("en").compare;
const results = (tools: Tool[], query: Partial<DirectoryQuery>, fuzzy?: FuzzySearch) =>
  ids(directoryResults(tools, { ...DEFAULT_DIRECTORY_QUERY, ...query }, { tagLabel, compareNames, fuzzy }));

describe("directory filters (SPEC.md §5)", () => {
  const catalogue = [
    tool("chatbot", { name: "ChatBot Pro", company: "OpenThing", category: "ai-assistants", pricing: "freemium" }),
    tool("painter", {
      name: "Painter",
      company: "Brushes Inc",
      description: "Makes IMAGES from text",
      category: "image-creation",
      pricing: "paid",
      tags: ["image", "art"],
    }),
    tool("scribe", { name: "Scribe", company: "ChatCo", category: "writing-help", pricing: "free", tags: ["writing"] }),
  ];

  it("shows everything by default", () => {
    expect(results(catalogue, {})).toEqual(["chatbot", "painter", "scribe"]);
  });

  it("matches a case-insensitive substring of the name, the description or the company", () => {
    expect(results(catalogue, { search: "chatb" })).toEqual(["chatbot"]);
    expect(results(catalogue, { search: "CHATCO" })).toEqual(["scribe"]);
    expect(results(catalogue, { search: "images" })).toEqual(["painter"]);
    expect(results(catalogue, { search: "  BRUSHES " })).toEqual(["painter"]);
    expect(results(catalogue, { search: "nothing like this" })).toEqual([]);
  });

  it("also matches the rest of the card's text and the tags' labels, not their ids", () => {
    const more = [
      tool("planner", { bestFor: "Busy weeks", whatItDoes: "Sorts your tasks", example: "Plan my Monday" }),
      tool("scribe", { topUseCases: ["Cover letters", "b", "c", "d"], tags: ["writing"] }),
      tool("camera", { tags: ["video"] }),
    ];
    expect(results(more, { search: "busy" })).toEqual(["planner"]);
    expect(results(more, { search: "sorts" })).toEqual(["planner"]);
    expect(results(more, { search: "monday" })).toEqual(["planner"]);
    expect(results(more, { search: "cover letter" })).toEqual(["scribe"]);
    expect(results(more, { search: "moving" })).toEqual(["camera"]);
    expect(results(more, { search: "chat helper" })).toEqual(["planner"]);
  });

  it("filters by tag", () => {
    expect(results(catalogue, { tag: "image" })).toEqual(["painter"]);
    expect(results(catalogue, { tag: "art" })).toEqual(["painter"]);
    expect(results(catalogue, { tag: "music" })).toEqual([]);
  });

  it("combines search, category, pricing and tag: all must hold", () => {
    expect(results(catalogue, { category: "writing-help" })).toEqual(["scribe"]);
    expect(results(catalogue, { pricing: "paid" })).toEqual(["painter"]);
    expect(results(catalogue, { search: "chat", pricing: "free" })).toEqual(["scribe"]);
    expect(results(catalogue, { search: "chat", category: "image-creation" })).toEqual([]);
    expect(results(catalogue, { tag: "image", pricing: "free" })).toEqual([]);
    expect(results(catalogue, { tag: "writing", search: "scr", category: "writing-help", pricing: "free" })).toEqual([
      "scribe",
    ]);
    expect(results(catalogue, { tag: "image", search: "chat" })).toEqual([]);
  });
});

describe("exact matches before forgiving ones", () => {
  const catalogue = [
    tool("one", { name: "Alpha" }),
    tool("two", { name: "Alpah" }),
    tool("three", { name: "Alphabet", pricing: "paid" }),
    tool("four", { name: "Zeta" }),
  ];
  // Stands in for the loaded search: finds the typo and the exact ones, with its own scores.
  const fuzzy: FuzzySearch = () =>
    new Map([
      ["two", 9],
      ["one", 5],
      ["four", 7],
      ["three", 1],
    ]);

  it("until the forgiving search has loaded, the substring match answers alone", () => {
    expect(results(catalogue, { search: "alpha" })).toEqual(["one", "three"]);
  });

  it("lists substring matches first, then the others it finds, best first", () => {
    expect(results(catalogue, { search: "alpha" }, fuzzy)).toEqual(["one", "three", "two", "four"]);
  });

  it("keeps each group in the chosen order, and the filters over both", () => {
    expect(results(catalogue, { search: "alpha", sort: "name" }, fuzzy)).toEqual(["one", "three", "two", "four"]);
    expect(results(catalogue, { search: "alpha", sort: "name", pricing: "freemium" }, fuzzy)).toEqual([
      "one",
      "two",
      "four",
    ]);
  });

  it("is not asked without a search", () => {
    expect(results(catalogue, {}, () => new Map())).toEqual(["one", "two", "three", "four"]);
  });
});

describe("sort orders", () => {
  const catalogue = [
    tool("b", { name: "beta", rating: 4 }),
    tool("c", { name: "Çelik", rating: 4.5 }),
    tool("a", { name: "Alpha", rating: 4.5 }),
    tool("d", { name: "tool 10", rating: 4 }),
    tool("e", { name: "tool 9", rating: 4 }),
  ];
  const ordering = { compareNames };

  it("Recommended keeps the catalogue's order", () => {
    expect(ids(sortDirectoryTools(catalogue, "recommended", ordering))).toEqual(["b", "c", "a", "d", "e"]);
  });

  it("Name follows the language's collation, ignoring case and accents first, numbers by value", () => {
    const numeric = new Intl.Collator("en", { numeric: true }).compare;
    expect(ids(sortDirectoryTools(catalogue, "name", { compareNames: numeric }))).toEqual(["a", "b", "c", "e", "d"]);
  });

  it("Name sorts by the collation of the page's language", () => {
    const names = [tool("z", { name: "Zeta" }), tool("ae", { name: "Ärger" }), tool("a", { name: "Abend" })];
    expect(ids(sortDirectoryTools(names, "name", { compareNames: new Intl.Collator("de").compare }))).toEqual([
      "a",
      "ae",
      "z",
    ]);
    expect(ids(sortDirectoryTools(names, "name", { compareNames: new Intl.Collator("sv").compare }))).toEqual([
      "a",
      "z",
      "ae",
    ]);
  });

  it("Top rated puts the highest score first and keeps the catalogue's order on a tie", () => {
    expect(ids(sortDirectoryTools(catalogue, "top-rated", ordering))).toEqual(["c", "a", "b", "d", "e"]);
    const topRatedScores = new Map([
      ["b", 4.9],
      ["c", 4.1],
      ["a", 4.3],
      ["d", 4.3],
      ["e", 4.0],
    ]);
    expect(ids(sortDirectoryTools(catalogue, "top-rated", { ...ordering, topRatedScores }))).toEqual([
      "b",
      "a",
      "d",
      "c",
      "e",
    ]);
  });

  it("applies to the results", () => {
    expect(results(catalogue, { sort: "name", search: "tool" })).toEqual(["d", "e"]);
    expect(
      ids(
        directoryResults(
          catalogue,
          { ...DEFAULT_DIRECTORY_QUERY, sort: "name", search: "tool" },
          {
            tagLabel,
            compareNames: new Intl.Collator("en", { numeric: true }).compare,
          },
        ),
      ),
    ).toEqual(["e", "d"]);
  });
});
