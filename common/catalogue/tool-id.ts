// No imports: the route table's module graph (common/site-pages.ts) loads this in Node without a bundler.

/** A tool's id is its URL slug: lower-case letters and digits in words joined by single hyphens. */
export const TOOL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TOOL_ID_MAX_LENGTH = 60;

/** True for a string of a tool id's form: whether such a tool is published is for the catalogue in D1 to say. */
export function isToolIdForm(value: string): boolean {
  return value.length <= TOOL_ID_MAX_LENGTH && TOOL_ID_PATTERN.test(value);
}
