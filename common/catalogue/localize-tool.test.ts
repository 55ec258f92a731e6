import { describe, expect, it } from "vitest";
import enTools from "../../public/locales/en/tools.json";
import { localizeTool } from "./localize-tool";
import { toolTextFields } from "./tool-text";
import { tools } from "./tools";

const chatgpt = tools.find((t) => t.id === "chatgpt")!;

describe("localizeTool", () => {
  it("uses the translation's text and keeps name, company and everything else", () => {
    const localized = localizeTool(chatgpt, {
      description: "Un asistente",
      bestFor: "Preguntas",
      whatItDoes: "Responde",
      topUseCases: ["a", "b", "c", "d"],
      example: "Explícame",
    });
    expect(localized).toEqual({
      ...chatgpt,
      description: "Un asistente",
      bestFor: "Preguntas",
      whatItDoes: "Responde",
      topUseCases: ["a", "b", "c", "d"],
      example: "Explícame",
    });
  });

  it("falls back to the English static data when the translation is missing", () => {
    expect(localizeTool(chatgpt, undefined)).toEqual(chatgpt);
    expect(localizeTool(chatgpt, null)).toEqual(chatgpt);
  });

  it("falls back field by field when a translation is partial, empty or malformed", () => {
    const localized = localizeTool(chatgpt, { description: "Nur das", bestFor: "", topUseCases: ["x"], example: 7 });
    expect(localized.description).toBe("Nur das");
    expect(localized.bestFor).toBe(chatgpt.bestFor);
    expect(localized.whatItDoes).toBe(chatgpt.whatItDoes);
    expect(localized.topUseCases).toEqual(chatgpt.topUseCases);
    expect(localized.example).toBe(chatgpt.example);
  });
});

describe("public/locales/en/tools.json", () => {
  it("is the catalogue's English text, tool for tool (run `npm run i18n:en-tools` after editing tools)", () => {
    expect(enTools).toEqual(Object.fromEntries(tools.map((tool) => [tool.id, toolTextFields(tool)])));
  });
});
