/**
 * The public settings (SPEC.md: never secrets), defined once: each setting's place in the configuration the
 * SPA reads, the Worker var it comes from and its value when that var is unset. The Worker reads them from its
 * env, the prerender from wrangler.toml `[vars]`, the SPA from the JSON the Worker inlines; all through the
 * functions below. No zod here: the SPA's public pages import this module, and zod would weigh on each of them.
 */

/** One setting: the Worker var it is read from, and the value it takes when the var is unset or not text. */
export interface PublicSetting<Var extends string = string> {
  readonly env: Var;
  readonly fallback: string;
}

type SettingTree = { readonly [key: string]: PublicSetting | SettingTree };

const setting = <const Var extends string>(env: Var, fallback = ""): PublicSetting<Var> => ({ env, fallback });

/** Every public setting, in the shape of the configuration the SPA reads. */
export const PUBLIC_SETTINGS = {
  /** Absolute origin for canonical URLs; the Worker uses the request's origin when it is empty. */
  siteUrl: setting("SITE_URL"),
  contactEmail: setting("CONTACT_EMAIL"),
  companyName: setting("COMPANY_NAME"),
  ads: {
    clientId: setting("ADS_CLIENT_ID"),
    slots: { homeInline: setting("ADS_SLOT_HOME_INLINE"), newsletter: setting("ADS_SLOT_NEWSLETTER") },
  },
} as const satisfies SettingTree;

type ValuesOf<T> = { -readonly [K in keyof T]: T[K] extends PublicSetting ? string : ValuesOf<T[K]> };
type VarsOf<T> = { [K in keyof T]: T[K] extends PublicSetting<infer Var> ? Var : VarsOf<T[K]> }[keyof T];

/** Public runtime configuration the Worker inlines into every page, shaped like PUBLIC_SETTINGS. */
export type PublicConfig = ValuesOf<typeof PUBLIC_SETTINGS>;

/** The name of a Worker var that holds a public setting. */
export type PublicSettingVar = VarsOf<typeof PUBLIC_SETTINGS>;

const isSetting = (node: PublicSetting | SettingTree): node is PublicSetting =>
  typeof (node as PublicSetting).env === "string";

/** Every setting with its path in the configuration, e.g. `["ads", "slots", "newsletter"]`. */
const LEAVES: { path: string[]; setting: PublicSetting<PublicSettingVar> }[] = [];
(function collect(tree: SettingTree, path: string[]) {
  for (const [key, node] of Object.entries(tree)) {
    if (isSetting(node)) LEAVES.push({ path: [...path, key], setting: node as PublicSetting<PublicSettingVar> });
    else collect(node, [...path, key]);
  }
})(PUBLIC_SETTINGS, []);

function valueAt(config: unknown, path: readonly string[]): unknown {
  let node = config;
  for (const key of path) node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/** Builds the configuration from one value per setting; a value that is not text gives the setting's fallback. */
function buildPublicConfig(read: (leaf: (typeof LEAVES)[number]) => unknown): PublicConfig {
  const build = (tree: SettingTree, path: string[]): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(tree).map(([key, node]) => {
        if (!isSetting(node)) return [key, build(node, [...path, key])];
        const value = read({ path: [...path, key], setting: node as PublicSetting<PublicSettingVar> });
        return [key, typeof value === "string" ? value : node.fallback];
      }),
    );
  return build(PUBLIC_SETTINGS, []) as PublicConfig;
}

/** Reads the configuration from Worker vars by their names (the running Worker's env, or wrangler.toml's `[vars]`). */
export function readPublicConfig(vars: Partial<Record<PublicSettingVar, unknown>>): PublicConfig {
  return buildPublicConfig(({ setting }) => vars[setting.env]);
}

/** Completes a configuration of unknown shape (e.g. parsed JSON): each missing or non-text setting takes its fallback. */
export function completePublicConfig(partial: unknown): PublicConfig {
  return buildPublicConfig(({ path }) => valueAt(partial, path));
}

/** True when two configurations hold the same value for every setting except those whose vars are named. */
export function samePublicConfig(a: unknown, b: unknown, except: readonly PublicSettingVar[] = []): boolean {
  return LEAVES.every(({ path, setting }) => except.includes(setting.env) || valueAt(a, path) === valueAt(b, path));
}

/** The name of every Worker var that holds a public setting. */
export const PUBLIC_SETTING_VARS: readonly PublicSettingVar[] = LEAVES.map(({ setting }) => setting.env);
