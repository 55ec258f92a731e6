/**
 * Rendering part of a document, React writes the page's `<title>`, `<meta>` and `<link>` tags (PageHead), and
 * preload hints for the images it met, ahead of the markup, for lack of a `<head>`. The page's tags belong in
 * the head, where the Worker writes the same ones for every answer (common/page-head.ts) and React adopts them
 * when it hydrates; the hints are for images the parser reaches at the top of the body anyway. Both are left
 * out here.
 */
export function withoutDocumentMetadata(html: string): string {
  const body = html.indexOf("<div");
  const metadata = html.slice(0, body);
  if (body < 0 || !metadata.includes("<title>") || /<(?!\/?(title|meta|link)\b)/.test(metadata)) {
    throw new Error(`Unexpected markup before the page's root element: ${metadata.slice(0, 200)}`);
  }
  return html.slice(body);
}
