import { CONFIRM_SUBSCRIPTION_PATH, UNSUBSCRIBE_PATH } from "@common/api/newsletter-fields";
import { getLanguage, type LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { escapeHtml } from "../edge/page-head";
import { loadTranslations, type TranslationTree, translate } from "../edge/translations";
import type { OutgoingMail } from "./compose-mime";

/** The three mails of the newsletter (transactional: Email Service sends no marketing mail, docs/decisions/042). */
export type NewsletterMailKind = "confirm" | "welcome" | "goodbye";

/** Who a mail goes to, and the links it needs. `origin` is the site's absolute origin (SITE_URL or the request's). */
export interface MailRecipient {
  email: string;
  language: LanguageCode;
  unsubscribeToken: string;
  origin: string;
  /** The confirmation token (only for `confirm`). */
  confirmToken?: string;
}

/** The link a confirmation mail carries: it opens a page whose button confirms. */
export function confirmUrl(origin: string, token: string): string {
  return `${origin}${CONFIRM_SUBSCRIPTION_PATH}?token=${encodeURIComponent(token)}`;
}

/** The unsubscribe link of a subscriber's token (in every mail and the CSV export). */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The mailto of `List-Unsubscribe`: a mail to the unsubscribe address whose subject carries the token. */
export function unsubscribeMailto(env: Env, token: string): string {
  return `mailto:${env.MAIL_UNSUBSCRIBE_ADDRESS}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
}

/** The main button's link of each mail. */
function actionUrl(kind: NewsletterMailKind, to: MailRecipient): string {
  if (kind === "confirm") return confirmUrl(to.origin, to.confirmToken ?? "");
  if (kind === "welcome") return `${to.origin}${localizePath("/tools", to.language)}`;
  return `${to.origin}${localizePath("/", to.language)}`;
}

/** Paragraphs of a mail, by key under `email.<kind>`: what each kind says, in order. */
const PARAGRAPHS: Record<NewsletterMailKind, readonly string[]> = {
  confirm: ["body", "ignore"],
  welcome: ["body"],
  goodbye: ["body"],
};

/** The words and links of one mail, in its reader's language. */
interface MailTexts {
  heading: string;
  paragraphs: string[];
  button: string;
  url: string;
  linkIntro: string;
  footer: string;
  unsubscribe: string;
  unsubscribeUrl: string;
}

/**
 * The HTML part: one column, system fonts, inline styles (mail clients drop stylesheets), in the reader's language
 * and direction, no images and nothing fetched on opening. Links are absolute.
 */
function htmlPart(lang: LanguageCode, texts: MailTexts): string {
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
<p style="margin:0;font-size:13px;line-height:1.6;color:#475569">${escapeHtml(texts.footer)} <a href="${escapeHtml(texts.unsubscribeUrl)}" style="color:#4338ca">${escapeHtml(texts.unsubscribe)}</a></p>
</div>
</body>
</html>`;
}

/**
 * The plain-text part: the same words, each link on its own line under its label (a "label: link" line would need
 * each language's own spacing before the colon).
 */
function textPart(texts: MailTexts): string {
  return [
    texts.heading,
    "",
    ...texts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    texts.button,
    texts.url,
    "",
    "--",
    texts.footer,
    texts.unsubscribe,
    texts.unsubscribeUrl,
    "",
  ].join("\r\n");
}

/**
 * One newsletter mail in the recipient's language (the `email` texts of the site's translations), with both parts
 * and the one-click unsubscribe headers. Throws when the translations cannot be read: a mail with empty text is
 * never sent.
 */
export async function newsletterMail(env: Env, kind: NewsletterMailKind, to: MailRecipient): Promise<OutgoingMail> {
  const tree: TranslationTree | null = await loadTranslations(env.ASSETS, to.origin, to.language, "common");
  const site = env.COMPANY_NAME;
  const t = (key: string) => translate(tree, `email.${key}`, { site });
  const subject = t(`${kind}.subject`);
  if (!subject) throw new Error(`Mail texts missing for ${to.language}`);
  const url = actionUrl(kind, to);
  const unsubscribeHttps = unsubscribeUrl(to.origin, to.unsubscribeToken);
  const texts = {
    heading: t(`${kind}.heading`),
    paragraphs: PARAGRAPHS[kind].map((key) => t(`${kind}.${key}`)),
    button: t(`${kind}.button`),
    url,
    linkIntro: t("linkIntro"),
    footer: t("footer"),
    unsubscribe: t("unsubscribe"),
    unsubscribeUrl: unsubscribeHttps,
  };
  return {
    from: { name: site, address: env.MAIL_FROM },
    to: to.email,
    subject,
    text: textPart(texts),
    html: htmlPart(to.language, texts),
    unsubscribe: { https: unsubscribeHttps, mailto: unsubscribeMailto(env, to.unsubscribeToken) },
  };
}
