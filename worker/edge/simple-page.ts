import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { escapeHtml } from "./page-head";

/**
 * A small standalone HTML page (the unsubscribe pages, the newsletter form's answers): no app, no scripts,
 * readable in light and dark mode, in the given language and direction. With `button`, the page's main action
 * is a form that POSTs to `button.action` (the link becomes the secondary way out).
 */
export function simplePage(
  lang: LanguageCode,
  title: string,
  message: string,
  link: { href: string; label: string },
  button?: { action: string; label: string },
  /** Lines listed under the message (a form's fields to fix). */
  details?: readonly string[],
) {
  const { code, dir } = getLanguage(lang);
  const list = details?.length ? `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : "";
  const form = button
    ? `<form method="post" action="${escapeHtml(button.action)}"><button type="submit">${escapeHtml(button.label)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="${code}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
h1{font-size:1.5rem;margin:0 0 .75rem}p{line-height:1.6;margin:0 0 1.5rem}ul{margin:-.75rem 0 1.5rem;padding-inline-start:1.25rem;line-height:1.6}
a,button{display:inline-block;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#4338ca;color:#fff;text-decoration:none;font:inherit;font-weight:600;cursor:pointer}
form{display:inline-block;margin:0 0 1rem;margin-inline-end:1rem}form+a{background:none;color:#4338ca;padding-inline:0}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}main{background:#0f172a}form+a{color:#a5b4fc}}
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${list}${form}<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></main></body>
</html>`;
}
