import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { escapeHtml } from "../edge/page-head";

/** How every mail of the site looks: the same words in an HTML part and a plain-text part. */

/** The words and links of one mail, in its reader's language. */
export interface MailTexts {
  heading: string;
  paragraphs: string[];
  button: string;
  url: string;
  linkIntro: string;
  footer: string;
  /** The unsubscribe link of a newsletter mail; a one-off mail (a reply to a visitor) has none. */
  unsubscribe?: { label: string; url: string };
}

/**
 * The HTML part: one column, system fonts, inline styles (mail clients drop stylesheets), in the reader's language
 * and direction, no images and nothing fetched on opening. Links are absolute.
 */
export function mailHtml(lang: LanguageCode, texts: MailTexts): string {
  const { code, dir } = getLanguage(lang);
  const align = dir === "rtl" ? "right" : "left";
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${code}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>${escapeHtml(texts.heading)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;font-size:16px">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px 24px;text-align:${align}">
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(texts.heading)}</h1>
${texts.paragraphs.map(p).join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(texts.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(texts.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:1.6">${escapeHtml(texts.linkIntro)}<br><a href="${escapeHtml(texts.url)}" dir="ltr" style="color:#4338ca;word-break:break-all">${escapeHtml(texts.url)}</a></p>
<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="margin:0;font-size:13px;line-height:1.6;color:#475569">${escapeHtml(texts.footer)}${
    texts.unsubscribe
      ? ` <a href="${escapeHtml(texts.unsubscribe.url)}" style="color:#4338ca">${escapeHtml(texts.unsubscribe.label)}</a>`
      : ""
  }</p>
</div>
</body>
</html>`;
}

/**
 * The plain-text part: the same words, each link on its own line under its label (a "label: link" line would need
 * each language's own spacing before the colon).
 */
export function mailText(texts: MailTexts): string {
  return [
    texts.heading,
    "",
    ...texts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    texts.button,
    texts.url,
    "",
    "--",
    texts.footer,
    ...(texts.unsubscribe ? [texts.unsubscribe.label, texts.unsubscribe.url] : []),
    "",
  ].join("\r\n");
}
