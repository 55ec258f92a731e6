/**
 * The Worker writes the page's head tags into every answer. React 19 adopts them when it hydrates a prerendered
 * page, but a page it renders from scratch (not-found, the admin screen, an English URL about to move to the
 * visitor's language) gets PageHead's own tags beside them: two titles, two robots tags. Before such a render,
 * the Worker's copies go; PageHead (page-head.tsx) writes the same ones again at once.
 */
export function dropServerHeadTags(head: HTMLHeadElement): void {
  for (const el of head.querySelectorAll(
    'title, meta[property], meta[name]:not([name="viewport"]):not([name="color-scheme"]), link[rel="canonical"], link[rel="alternate"]',
  )) {
    el.remove();
  }
}
