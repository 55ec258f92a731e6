import { CONFIRM_SUBSCRIPTION_PATH, UNSUBSCRIBE_PATH } from "@common/api/newsletter-fields";
import type { LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { loadTranslations, type TranslationTree, translate } from "../edge/translations";
import type { OutgoingMail } from "./compose-mime";
import { mailHtml, mailText } from "./mail-layout";

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
    unsubscribe: { label: t("unsubscribe"), url: unsubscribeHttps },
  };
  return {
    from: { name: site, address: env.MAIL_FROM },
    to: to.email,
    subject,
    text: mailText(texts),
    html: mailHtml(to.language, texts),
    unsubscribe: { https: unsubscribeHttps, mailto: unsubscribeMailto(env, to.unsubscribeToken) },
  };
}
