/**
 * Where a translation set is served: `public/locales/{lng}/{ns}.json`, a static asset. The template uses
 * i18next's `{{lng}}`/`{{ns}}` placeholders so the browser's translation loader takes it as it is.
 */
export const LOCALE_LOAD_PATH = "/locales/{{lng}}/{{ns}}.json";

/** The URL path of one language's translation set, e.g. `/locales/de/common.json`. */
export function localePath(lng: string, ns: string): string {
  return LOCALE_LOAD_PATH.replace("{{lng}}", lng).replace("{{ns}}", ns);
}
