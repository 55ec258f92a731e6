import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * One short run of the checker: the JIT's first tier only and the serial collector halve its processor time (11 s
 * against 5.5 s for 288 pages on a 2-core machine); vnu asks for a thread stack of at least 512 KB.
 */
const JAVA_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss2m"];

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
    const pages = LANGUAGE_CODES.flatMap((lang) =>
      pathsOf(lang).map((path) => ({
        url: localizePath(path, lang),
        file: join(dir, lang, `${path === "/" ? "home" : path.slice(1).replace(/[^\w-]/g, "_")}.html`),
      })),
    );
    // A few requests at a time: one at a time, the test spent most of its minute and a half waiting on each answer.
    let next = 0;
    const fetchRest = async () => {
      for (let page = pages[next++]; page; page = pages[next++]) {
        const res = await request.get(page.url, { headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate" } });
        expect(res.status(), page.url).toBe(200);
        mkdirSync(dirname(page.file), { recursive: true });
        writeFileSync(page.file, await res.body());
      }
    };
    await Promise.all(Array.from({ length: 4 }, fetchRest));
    const files = pages.map((page) => page.file);
    // vnu exits 1 when it reports errors; its JSON report is on stderr either way.
    let report = "";
    try {
      execFileSync("java", [...JAVA_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
        stdio: "pipe",
      });
    } catch (error) {
      report = String((error as { stderr?: Buffer }).stderr ?? "");
      if (!report.trim().startsWith("{")) throw error;
    }
    const messages = report ? (JSON.parse(report) as { messages: VnuMessage[] }).messages : [];
    const errors = messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${m.url.slice(m.url.indexOf(dir) + dir.length)}: ${m.message} [${m.extract ?? ""}]`);
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
