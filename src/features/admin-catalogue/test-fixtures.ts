import { blankTranslation, type EditableTool, TRANSLATED_LANGUAGES } from "@common/catalogue/contract";
import { emptyFacts } from "@common/catalogue/tool-facts";
import { vi } from "vitest";

/** A complete tool as the Worker answers it: English text, German in full, the other languages blank. */
export function sampleTool(overrides: Partial<EditableTool> = {}): EditableTool {
  const translations = Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, blankTranslation()]));
  return {
    id: "chatgpt",
    name: "ChatGPT",
    company: "OpenAI",
    logoText: "C",
    logoColor: "bg-emerald-700",
    pricing: "freemium",
    rating: 4.5,
    reviews: 1200,
    tags: ["chatbot", "writing"],
    category: "ai-assistants",
    featured: true,
    url: "https://chatgpt.com",
    difficulty: null,
    freeOption: true,
    status: "published",
    position: 0,
    facts: emptyFacts(),
    texts: {
      ...(translations as EditableTool["texts"]),
      en: {
        description: "Chat assistant.",
        bestFor: "Everyday questions",
        whatItDoes: "Answers questions.",
        topUseCases: ["Write", "Plan", "Learn", "Code"],
        example: "Plan a trip.",
        freeLimits: "",
      },
      de: {
        description: "Chat-Assistent.",
        bestFor: "Alltagsfragen",
        whatItDoes: "Beantwortet Fragen.",
        topUseCases: ["Schreiben", "Planen", "Lernen", "Programmieren"],
        example: "Plane eine Reise.",
        freeLimits: "",
      },
    },
    ...overrides,
  };
}

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

/** Stubs fetch: `answer` may answer a request; the sign-in check says signed in; anything else is a 404. */
export function stubApi(answer: Answer) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const answered = await answer(url, init);
    if (answered) return answered;
    if (url === "/api/admin/auth") return Response.json({ authenticated: true, username: "owner" });
    return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The requests made, as `METHOD url`. */
export function requests(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
}
