/** The owner's whole-number settings (wrangler.toml `[vars]`), each with its range and the default it falls back to. */
export const WHOLE_NUMBER_SETTINGS = {
  CONFIRMATION_EMAILS_PER_DAY: { min: 0, max: 100_000, fallback: 200 },
  FACTS_REVIEW_DAYS: { min: 7, max: 3650, fallback: 90 },
} as const;
type SettingName = keyof typeof WHOLE_NUMBER_SETTINGS;

/** A whole-number setting; a missing or bad value is logged and its default used, so a typo never stops the site. */
export function wholeNumberSetting(env: Env, name: SettingName): number {
  const { min, max, fallback } = WHOLE_NUMBER_SETTINGS[name];
  const raw = env[name];
  const value = Number(raw);
  if (raw !== undefined && raw !== "" && Number.isInteger(value) && value >= min && value <= max) return value;
  console.error(
    JSON.stringify({
      level: "error",
      message: `${name} is not a whole number from ${min} to ${max}; the default applies`,
      value: String(raw),
      default: fallback,
    }),
  );
  return fallback;
}
