import { describe, expect, it } from "vitest";
import { type CatalogueFile, catalogueFileSchema, type EditableTool } from "./contract";
import seedFile from "./seed-catalogue.json";
import { nextTextSources, staleTexts } from "./text-sources";

const seed: CatalogueFile = catalogueFileSchema.parse(seedFile);
const chatgpt = seed.tools.find((tool) => tool.id === "chatgpt") as EditableTool;
const withEnglish = (tool: EditableTool, description: string): EditableTool => ({
  ...tool,
  texts: { ...tool.texts, en: { ...tool.texts.en, description } },
});

describe("which English a tool's translations follow", () => {
  it("a row stored before sources were kept is taken to follow the English before the save that changes it", () => {
    // The seed's rows carry no sources: a first English change marks every language's description.
    const after = withEnglish(chatgpt, "A new English description.");
    const sources = nextTextSources(chatgpt, after, {}, []);
    expect(staleTexts(after, sources)).toEqual(
      Object.fromEntries(["es", "fr", "pt", "de", "ru", "he", "zh", "ar"].map((lang) => [lang, ["description"]])),
    );
    // Without a record and without a save, nothing is known to be stale.
    expect(staleTexts(after, {})).toEqual({});
  });

  it("a new tool's translations follow its English; a blank translation (the English shows) has no source", () => {
    const blankGerman = { ...chatgpt, texts: { ...chatgpt.texts, de: { ...chatgpt.texts.de, example: "" } } };
    const sources = nextTextSources(null, blankGerman, {}, []);
    expect(sources.de?.example).toBeUndefined();
    expect(sources.de?.description).toBeDefined();
    expect(staleTexts(withEnglish(blankGerman, "Changed."), sources)).toMatchObject({ de: ["description"] });
  });

  it("a translation changed with the English, or a language marked as checked, follows the new English", () => {
    const after = withEnglish(chatgpt, "A new English description.");
    const rewritten = { ...after, texts: { ...after.texts, fr: { ...after.texts.fr, description: "Nouveau texte." } } };
    const stale = staleTexts(rewritten, nextTextSources(chatgpt, rewritten, {}, ["de"]));
    expect(stale.fr).toBeUndefined();
    expect(stale.de).toBeUndefined();
    expect(stale.es).toEqual(["description"]);
  });
});
