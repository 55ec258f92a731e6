// Imports name their files: the benchmarks load this in Node, without a bundler.
import seedFile from "./seed-catalogue.json" with { type: "json" };

/** The ids of the catalogue a fresh install starts with (its seed), for benchmarks that make up traffic to tools. */
export const SEED_TOOL_IDS: readonly string[] = seedFile.tools.map((tool) => tool.id);
