// Imports name their files: the command line (scripts/catalogue-generate.ts) runs this in Node without a bundler,
// and the scale test of the public reads runs it in the Worker's runtime.
import { searchBody } from "../common/catalogue/search-text.ts";
import { CATEGORY_SLUGS, TOOL_TAGS } from "../common/catalogue/types.ts";

/**
 * A generated catalogue for measuring the public reads at scale: `count` tools in nine languages as SQL INSERTs
 * (catalogue_tools, catalogue_texts, catalogue_search), deterministic for a seed, with text of the seed's lengths,
 * some languages left to the English fallback, Chinese two-character words and Arabic and Hebrew with and without
 * their vowel marks. About 90% published, the rest drafts and archived tools.
 */

const LANGS = ["en", "es", "fr", "pt", "de", "ru", "he", "zh", "ar"] as const;

const WORDS: Record<(typeof LANGS)[number], string[]> = {
  en: [
    "helps",
    "you",
    "write",
    "videos",
    "images",
    "meetings",
    "notes",
    "quickly",
    "simple",
    "team",
    "ideas",
    "plan",
    "summaries",
    "voice",
    "design",
    "research",
    "answers",
    "with",
    "and",
    "the",
    "clear",
    "drafts",
    "projects",
    "customers",
  ],
  es: [
    "ayuda",
    "escribir",
    "vídeos",
    "imágenes",
    "reuniones",
    "notas",
    "rápido",
    "sencillo",
    "equipo",
    "ideas",
    "planificar",
    "resúmenes",
    "voz",
    "diseño",
    "investigación",
    "respuestas",
    "con",
    "y",
    "el",
    "clientes",
  ],
  fr: [
    "aide",
    "écrire",
    "vidéos",
    "images",
    "réunions",
    "notes",
    "rapide",
    "simple",
    "équipe",
    "idées",
    "planifier",
    "résumés",
    "voix",
    "conception",
    "recherche",
    "réponses",
    "avec",
    "et",
    "le",
    "clients",
  ],
  pt: [
    "ajuda",
    "escrever",
    "vídeos",
    "imagens",
    "reuniões",
    "notas",
    "rápido",
    "simples",
    "equipe",
    "ideias",
    "planejar",
    "resumos",
    "voz",
    "design",
    "pesquisa",
    "respostas",
    "com",
    "e",
    "o",
    "clientes",
  ],
  de: [
    "hilft",
    "schreiben",
    "Videos",
    "Bilder",
    "Besprechungen",
    "Notizen",
    "schnell",
    "einfach",
    "Team",
    "Ideen",
    "planen",
    "Zusammenfassungen",
    "Stimme",
    "Gestaltung",
    "Recherche",
    "Antworten",
    "mit",
    "und",
    "die",
    "Kunden",
  ],
  ru: [
    "помогает",
    "писать",
    "видео",
    "изображения",
    "встречи",
    "заметки",
    "быстро",
    "просто",
    "команда",
    "идеи",
    "планировать",
    "сводки",
    "голос",
    "дизайн",
    "поиск",
    "ответы",
    "с",
    "и",
    "для",
    "клиенты",
  ],
  he: [
    "עוזר",
    "לִכְתּוֹב",
    "לכתוב",
    "סרטונים",
    "תמונות",
    "פגישות",
    "סיכומים",
    "מהר",
    "פשוט",
    "צוות",
    "רעיונות",
    "לתכנן",
    "קול",
    "עיצוב",
    "מחקר",
    "תשובות",
    "עם",
    "ו",
    "של",
    "לקוחות",
  ],
  zh: [
    "写作",
    "视频",
    "图片",
    "会议",
    "笔记",
    "快速",
    "简单",
    "团队",
    "想法",
    "计划",
    "摘要",
    "语音",
    "设计",
    "研究",
    "回答",
    "客户",
    "帮助",
    "你",
    "和",
    "的",
  ],
  ar: [
    "يساعدك",
    "الكتابة",
    "الكِتَابَة",
    "فيديوهات",
    "صور",
    "اجتماعات",
    "ملاحظات",
    "بسرعة",
    "بسيط",
    "فريق",
    "أفكار",
    "تخطيط",
    "ملخصات",
    "صوت",
    "تصميم",
    "بحث",
    "إجابات",
    "مع",
    "و",
    "العملاء",
  ],
};

const SYLLABLES = [
  "lu",
  "mi",
  "no",
  "ra",
  "vo",
  "ze",
  "ka",
  "ti",
  "pe",
  "so",
  "qua",
  "dex",
  "flo",
  "gri",
  "bri",
  "sta",
  "xen",
  "yo",
];
const COMPANIES = [
  "Acme",
  "Globex",
  "Initech",
  "Umbrella",
  "Hooli",
  "Stark Labs",
  "Wayne AI",
  "Vandelay",
  "Soylent",
  "Tyrell",
];
const LOGO_COLORS = ["bg-slate-700", "bg-emerald-700", "bg-sky-700", "bg-indigo-600", "bg-rose-700", "bg-violet-700"];

/** mulberry32: a small deterministic generator, the same sequence for the same seed everywhere. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quote = (text: string | null) => (text === null ? "NULL" : `'${text.replaceAll("'", "''")}'`);

interface GeneratedText {
  description: string;
  bestFor: string;
  whatItDoes: string;
  topUseCases: string[];
  example: string;
}

/** The SQL statements (multi-row INSERTs, `perStatement` rows each) of `count` generated tools. */
export function generatedCatalogueSql(count: number, { seed = 1, perStatement = 50 } = {}): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sentence = (lang: (typeof LANGS)[number], length: number) => {
    const words: string[] = [];
    let text = "";
    while (text.length < length) {
      words.push(pick(WORDS[lang]));
      text = words.join(lang === "zh" ? "" : " ");
    }
    return text;
  };
  const textOf = (lang: (typeof LANGS)[number]): GeneratedText => ({
    description: sentence(lang, 110 + Math.floor(next() * 60)),
    bestFor: sentence(lang, 35 + Math.floor(next() * 20)),
    whatItDoes: sentence(lang, 160 + Math.floor(next() * 120)),
    topUseCases: [0, 1, 2, 3].map(() => sentence(lang, 20 + Math.floor(next() * 15))),
    example: sentence(lang, 80 + Math.floor(next() * 60)),
  });

  const tools: string[] = [];
  const texts: string[] = [];
  const search: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const name = `${pick(SYLLABLES)}${pick(SYLLABLES)}${pick(SYLLABLES)} ${i}`.replace(/^./, (c) => c.toUpperCase());
    const id = `gen-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
    const company = pick(COMPANIES);
    const category = CATEGORY_SLUGS[i % CATEGORY_SLUGS.length];
    const tagCount = 1 + Math.floor(next() * 6);
    const tags = [...new Set(Array.from({ length: tagCount }, () => pick(TOOL_TAGS)))];
    const roll = next();
    const status = roll < 0.9 ? "published" : roll < 0.95 ? "draft" : "archived";
    const difficulty = pick([null, "Beginner", "Advanced"]);
    tools.push(
      `(${[
        quote(id),
        quote(name),
        quote(company),
        quote(name.slice(0, 2).toUpperCase()),
        quote(pick(LOGO_COLORS)),
        quote(pick(["free", "freemium", "paid"])),
        String(3 + Math.floor(next() * 5) / 2),
        String(Math.floor(next() * 5000)),
        quote(JSON.stringify(tags)),
        quote(category ?? "ai-assistants"),
        next() < 0.05 ? "1" : "0",
        quote(`https://${id}.example.com/`),
        quote(difficulty),
        next() < 0.6 ? "1" : "0",
        quote(status),
        String(1000 + i),
      ].join(", ")})`,
    );
    const english = textOf("en");
    for (const lang of LANGS) {
      // English has every field; a language may leave a field (or use case) to the English.
      const own = lang === "en" ? english : textOf(lang);
      const keep = lang === "en" || next() < 0.85;
      const field = (value: string) => (keep || next() < 0.5 ? value : null);
      const useCases = own.topUseCases.map((useCase) => (lang === "en" || next() < 0.9 ? useCase : ""));
      const stored = {
        description: field(own.description),
        bestFor: field(own.bestFor),
        whatItDoes: field(own.whatItDoes),
        example: field(own.example),
      };
      texts.push(
        `(${[
          quote(id),
          quote(lang),
          quote(stored.description),
          quote(stored.bestFor),
          quote(stored.whatItDoes),
          quote(JSON.stringify(useCases)),
          quote(stored.example),
        ].join(", ")})`,
      );
      const shown = {
        name,
        company,
        description: stored.description ?? english.description,
        bestFor: stored.bestFor ?? english.bestFor,
        whatItDoes: stored.whatItDoes ?? english.whatItDoes,
        topUseCases: useCases.map((useCase, n) => useCase || (english.topUseCases[n] ?? "")),
        example: stored.example ?? english.example,
      };
      search.push(`(${[quote(id), quote(lang), quote(searchBody(shown))].join(", ")})`);
    }
  }

  const chunks = (table: string, columns: string, rows: string[]) => {
    const statements: string[] = [];
    for (let i = 0; i < rows.length; i += perStatement) {
      statements.push(`INSERT INTO ${table} (${columns}) VALUES ${rows.slice(i, i + perStatement).join(", ")};`);
    }
    return statements;
  };
  return [
    ...chunks(
      "catalogue_tools",
      "id, name, company, logo_text, logo_color, pricing, rating, reviews, tags, category, featured, url, difficulty, free_option, status, position",
      tools,
    ),
    ...chunks("catalogue_texts", "tool_id, lang, description, best_for, what_it_does, top_use_cases, example", texts),
    ...chunks("catalogue_search", "tool_id, lang, body", search),
  ];
}
