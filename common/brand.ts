/**
 * The brand as the logo writes it, in every language, and the site's name where a language's `meta.siteName`
 * is missing. The home link's accessible name starts with it (WCAG 2.5.3, label in name): a visitor who speaks
 * to the browser says what the logo shows.
 */
export const BRAND_NAME = "AI Tools Guide";
