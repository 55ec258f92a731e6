import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { LANGUAGE_CODES } from "../../common/i18n/languages";
import { localizePath } from "../../common/i18n/localized-path";
import { toolPagePath } from "../../common/site-pages";
import { BROWSED_PATHS } from "./browsed-pages";
import { expect, test } from "./fixtures";
import { seedTools } from "./seed-catalogue";

/**
 * Every public page in every language (of the tool pages, the sample of browsed-pages.ts; in English every tool of
 * the seed) and the directory's second page, as the Worker serves it, is valid HTML by the W3C Nu HTML Checker
 * (vnu-jar, run on the system's Java, one run for all files). The checker reads the HTML before any script runs:
 * what a crawler or a browser parses first. A tool page is one template filled from D1, so every tool is validated
 * once, in English, and the template in every language.
 */
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/** The pages each language is checked on: the route table's pages, the sample tool pages and a paged list. */
const PATHS = [...BROWSED_PATHS, "/tools?page=2"];
/** English adds every other tool page of the seed (from D1, which the test Worker fills with it). */
const ENGLISH_PATHS = [
  ...PATHS,
  ...seedTools("en")
    .map((tool) => toolPagePath(tool.id))
    .filter((path) => !PATHS.includes(path)),
];
const pathsOf = (lang: string) => (lang === "en" ? ENGLISH_PATHS : PATHS);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test("every public page is valid HTML by the Nu HTML Checker", async ({ request }) => {
  test.setTimeout(420_000);
  const dir = mkdtempSync(join(tmpdir(), "html-validity-"));
  try {
    const files: string[] = [];
    for (const lang of LANGUAGE_CODES) {
      for (const path of pathsOf(lang)) {
        const url = localizePath(path, lang);
        const res = await request.get(url, { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" } });
        expect(res.status(), url).toBe(200);
        const file = join(dir, lang, `${path === "/" ? "home" : path.slice(1).replace(/[^\w-]/g, "_")}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, await res.body());
        files.push(file);
      }
    }
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    let report = "";
    try {
      execFileSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], { stdio: "pipe" });
    } catch (error) {
      report = String((error as { stderr?: Buffer }).stderr ?? "");
      if (!report.trim().startsWith("{")) throw error;
    }
    const messages = report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages : [];
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${m.url.slice(m.url.indexOf(dir) + dir.length)}: ${m.message} [${m.extract ?? ""}]`);
    expect(files.length).toBe(LANGUAGE_CODES.reduce((sum, lang) => sum + pathsOf(lang).length, 0));
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
