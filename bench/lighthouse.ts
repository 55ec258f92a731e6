import lighthouse from "lighthouse";

/**
 * Lighthouse as the page benchmarks run it (bench/pages.ts, bench/catalogue.ts): mobile, default simulated
 * throttling, each page measured twice: as it ships, and with the app's scripts blocked (its HTML, stylesheet and
 * images; the inline theme script still runs). The second is the reference: what Lighthouse's simulation gives this
 * machine for the page without the app (the browser's own parsing, style, layout and paint, multiplied like every
 * task), so the difference is what the app's JavaScript costs (docs/decisions/032-lighthouse-reference-without-scripts.md).
 */
export const VARIANTS = ["app", "reference"] as const;
export type Variant = (typeof VARIANTS)[number];
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
export type Report = Result["lhr"];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function runLighthouse(origin: string, chromePort: number, path: string, variant: Variant): Promise<Report> {
  const result = await lighthouse(`${origin}${path}`, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    // Lighthouse's own setting, which blocks the requests in the browser. The pattern matches every script the build
    // writes (/assets/NAME-HASH.js); nothing else under /assets/ ends in .js.
    ...(variant === "reference" ? { blockedUrlPatterns: [`${origin}/assets/*.js`] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result.lhr;
}

/**
 * Lighthouse's own advice for a noisy machine: several runs, report the median one by Performance (its timings are
 * that run's, not medians of their own).
 */
function medianRun(path: string, runs: Report[], wanted: number): Report {
  if (runs.length < wanted) console.info(`    (${path}: only ${runs.length} of ${wanted} runs completed)`);
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)];
  if (!lhr) throw new Error(`Lighthouse could not complete a run of ${path}`);
  return lhr;
}

/**
 * `runs` Lighthouse runs of a page and as many of its reference, in turn (each first every other time), so a busy
 * moment of the machine weighs on both alike; the median run of each.
 */
export async function measurePage(
  origin: string,
  chromePort: number,
  path: string,
  runs: number,
): Promise<Record<Variant, Report>> {
  const done: Record<Variant, Report[]> = { app: [], reference: [] };
  const missing = () => VARIANTS.filter((variant) => done[variant].length < runs);
  for (let attempt = 0; missing().length > 0 && attempt < runs + 3; attempt++) {
    const order = attempt % 2 === 0 ? missing() : missing().reverse();
    for (const variant of order) {
      const lhr = await runLighthouse(origin, chromePort, path, variant);
      // A run Lighthouse could not complete (its runtimeError set, every score empty) is not averaged in; the
      // next attempt replaces it.
      if (lhr.runtimeError) console.info(`    (${path}, ${variant}: run failed, ${lhr.runtimeError.code})`);
      else done[variant].push(lhr);
    }
  }
  return { app: medianRun(path, done.app, runs), reference: medianRun(path, done.reference, runs) };
}

/** A category's score out of 100, four characters wide. */
function score({ categories }: Report, id: string): string {
  return String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
}

function timings({ audits }: Report): string {
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`.padStart(7);
  const cls = (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3).padStart(7);
  return `${ms("first-contentful-paint")} ${ms("largest-contentful-paint")} ${ms("total-blocking-time")} ${cls}`;
}

export const LIGHTHOUSE_HEADER =
  "page                                       perf  a11y  best   seo     FCP     LCP     TBT     CLS   JS raw  JS gzip";

/** The rows of a measured page: the page, its reference, and the audits keeping a category below 100. */
export function printPage(label: string, { app, reference }: Record<Variant, Report>): void {
  const { categories, audits } = app;
  const requests = (audits["network-requests"]?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const raw = scripts.reduce((sum, r) => sum + Number(r.resourceSize ?? 0), 0);
  const wire = scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  console.info(
    `${label.padEnd(42)} ${score(app, "performance")}  ${score(app, "accessibility")}  ${score(app, "best-practices")}  ${score(app, "seo")} ${timings(app)} ${kb(raw).padStart(8)} ${kb(wire).padStart(8)}`,
  );
  const referenceLabel = "  reference: app scripts blocked".padEnd(42);
  console.info(`${referenceLabel} ${score(reference, "performance")}${"".padEnd(19)}${timings(reference)}`);
  for (const id of ["accessibility", "best-practices", "seo"]) {
    if ((categories[id]?.score ?? 0) < 1) {
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            categories[id]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
        )
        .map((a) => a.id);
      console.info(`    ${id} below 100: ${failing.join(", ")}`);
    }
  }
}
