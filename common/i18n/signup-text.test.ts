import { describe, expect, it } from "vitest";
import { SIGNUP_TEXT_VERSION } from "../api/newsletter-fields";
import { LANGUAGE_CODES } from "./languages";

/**
 * The consent record stores which version of the signup text a subscriber was shown (docs/decisions/042). The text
 * is what the newsletter form says in every language; this test ties it to SIGNUP_TEXT_VERSION, so the text cannot
 * change without a new version.
 */
const locales = import.meta.glob<{ newsletter: Record<string, string> }>("/public/locales/*/common.json", {
  eager: true,
  import: "default",
});

/** The form's words a visitor agrees to: its title, subtitle, button and privacy note. */
const SIGNUP_TEXT_KEYS = ["title", "subtitle", "submit", "privacyNote"] as const;

/** SHA-256 (hex) of the signup text of every language, in a fixed order. */
async function signupTextHash(): Promise<string> {
  const text = LANGUAGE_CODES.map((lang) => {
    const newsletter = locales[`/public/locales/${lang}/common.json`]?.newsletter ?? {};
    return SIGNUP_TEXT_KEYS.map((key) => `${lang}.${key}=${newsletter[key] ?? ""}`).join("\n");
  }).join("\n");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The version and the hash of the text it names. When the signup text changes: set SIGNUP_TEXT_VERSION to the day
 * of the change, and record the new hash here with it.
 */
const RECORDED = { version: "2026-11-27.2", hash: "91000481482a2d40b7600f25d187a564f03c32d84144c076d63bb4719ae8acc9" };

describe("the signup text's version", () => {
  it("names the text the form shows in every language", async () => {
    expect({ version: SIGNUP_TEXT_VERSION, hash: await signupTextHash() }).toEqual(RECORDED);
  });
});
