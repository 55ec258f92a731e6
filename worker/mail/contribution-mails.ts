import type { LanguageCode } from "@common/i18n/languages";
import { localizePath } from "@common/i18n/localized-path";
import { loadTranslations, translate } from "../edge/translations";
import type { OutgoingMail } from "./compose-mime";
import { mailHtml, mailText } from "./mail-layout";

/**
 * The one reply a visitor who left an address with a suggestion or report gets: what the owner decided, with the
 * owner's note. One-off transactional mail (no list, so no List-Unsubscribe); the address is deleted as it is sent.
 */
export type OutcomeMailKind = "suggestionAccepted" | "suggestionRejected" | "reportResolved" | "reportDismissed";

export interface OutcomeRecipient {
  email: string;
  language: LanguageCode;
  /** The suggested tool's or the reported tool's name. */
  subjectName: string;
  /** The owner's note or reason ("" for none). */
  note: string;
  origin: string;
}

/** The outcome mail in the visitor's language (the `email.outcome` texts); throws when they cannot be read. */
export async function outcomeMail(env: Env, kind: OutcomeMailKind, to: OutcomeRecipient): Promise<OutgoingMail> {
  const tree = await loadTranslations(env.ASSETS, to.origin, to.language, "common");
  const values = { site: env.COMPANY_NAME, name: to.subjectName };
  const t = (key: string) => translate(tree, `email.outcome.${key}`, values);
  const subject = t(`${kind}.subject`);
  if (!subject) throw new Error(`Mail texts missing for ${to.language}`);
  const texts = {
    heading: t(`${kind}.heading`),
    paragraphs: [t(`${kind}.body`), ...(to.note ? [translate(tree, "email.outcome.note", { note: to.note })] : [])],
    button: t("button"),
    url: `${to.origin}${localizePath("/tools", to.language)}`,
    linkIntro: translate(tree, "email.linkIntro"),
    footer: t("footer"),
  };
  return {
    from: { name: env.COMPANY_NAME, address: env.MAIL_FROM },
    to: to.email,
    subject,
    text: mailText(texts),
    html: mailHtml(to.language, texts),
  };
}
