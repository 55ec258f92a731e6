/**
 * The brand as the logo writes it, in every language, and the site's name where a language's `meta.siteName`
 * is missing. The home link's accessible name starts with it (WCAG 2.5.3, label in name): a visitor who speaks
 * to the browser says what the logo shows.
 */
export const BRAND_NAME = "AI Tools Guide";

/**
 * The favicon's size in pixels. The build draws it as a PNG from the brand mark's vectors (common/brand-mark.svg,
 * the same shapes as the header's logo); see vite.config.ts. 48 px is a 16-pixel tab icon on a 3× screen, and a
 * multiple of 48 px, as Google Search asks of a site's favicon.
 */
export const FAVICON_SIZE = 48;
