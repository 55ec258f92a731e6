import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hashPassword } from "../worker/auth/password.ts";

const DEV_VARS = ".dev.vars";
const LOGIN_FILE = ".wrangler/local-admin.txt";

function parseDotenv(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (match?.[1]) vars.set(match[1], (match[2] ?? "").replace(/^"(.*)"$|^'(.*)'$/, "$1$2"));
  }
  return vars;
}

export interface LocalAdmin {
  username: string;
  /** Known only when this run created it or it was saved beside the local state; otherwise null. */
  password: string | null;
}

/**
 * Makes sure .dev.vars (git-ignored) holds a local admin login. A new one gets a random password,
 * remembered in .wrangler/local-admin.txt so later starts can print it again.
 */
export async function ensureDevVars(): Promise<LocalAdmin> {
  const existing = existsSync(DEV_VARS) ? parseDotenv(readFileSync(DEV_VARS, "utf8")) : new Map<string, string>();
  const username = existing.get("ADMIN_USERNAME") || "admin";
  if (existing.get("ADMIN_PASSWORD_HASH")) {
    const saved = existsSync(LOGIN_FILE) ? readFileSync(LOGIN_FILE, "utf8").trim() : "";
    const [savedUser, ...rest] = saved.split(":");
    return { username, password: savedUser === username && rest.length ? rest.join(":") : null };
  }
  const password = randomBytes(12).toString("base64url");
  const hash = await hashPassword(password);
  const lines = [
    "# Local secrets for wrangler dev (git-ignored). Created by `npm start`; see .dev.vars.example.",
    `ADMIN_USERNAME=${username}`,
    // Single quotes: the hash contains `$`, which dotenv would otherwise expand.
    `ADMIN_PASSWORD_HASH='${hash}'`,
  ];
  for (const [key, value] of existing) {
    if (key !== "ADMIN_USERNAME" && key !== "ADMIN_PASSWORD_HASH") lines.push(`${key}='${value}'`);
  }
  writeFileSync(DEV_VARS, `${lines.join("\n")}\n`, { mode: 0o600 });
  mkdirSync(".wrangler", { recursive: true });
  writeFileSync(LOGIN_FILE, `${username}:${password}\n`, { mode: 0o600 });
  return { username, password };
}

if (import.meta.main) {
  const admin = await ensureDevVars();
  console.info(`Local admin login: ${admin.username} / ${admin.password ?? "(set earlier; see .dev.vars)"}`);
}
