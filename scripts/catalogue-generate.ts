// Writes a generated catalogue as SQL, for measuring the public reads at scale on a local D1:
//   node scripts/catalogue-generate.ts --count 10000 --out /tmp/catalogue.sql
//   npx wrangler d1 execute DB --local --file /tmp/catalogue.sql
// Deterministic: the same count and --seed give the same file (scripts/catalogue-generator.ts).
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { generatedCatalogueSql } from "./catalogue-generator.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || count > 100_000 || !Number.isInteger(seed)) {
  process.stderr.write("--count must be a whole number from 1 to 100000, --seed a whole number\n");
  process.exit(1);
}
const sql = `${generatedCatalogueSql(count, { seed }).join("\n")}\n`;
if (values.out) {
  writeFileSync(values.out, sql);
  process.stdout.write(`${count} tools in nine languages: ${values.out} (${Math.round(sql.length / 1024)} KB)\n`);
} else {
  process.stdout.write(sql);
}
