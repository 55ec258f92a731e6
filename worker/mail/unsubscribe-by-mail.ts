import { database } from "../db/client";
import { unsubscribeAndSayGoodbye } from "../routes/unsubscribe";

/** The subject of the `List-Unsubscribe` mailto (worker/mail/newsletter-mails.ts): "unsubscribe <token>". */
const SUBJECT = /\bunsubscribe\s+([A-Za-z0-9_-]{43})\b/;

/**
 * The Worker's `email` handler: mail routed to MAIL_UNSUBSCRIBE_ADDRESS (Email Routing, README "Sending email")
 * unsubscribes the address whose token its subject carries, at once, as the one-click POST does. Mail to any other
 * address, or without a token, is rejected: nothing else reads this inbox.
 */
export async function receiveMail(message: ForwardableEmailMessage, env: Env): Promise<void> {
  if (message.to.toLowerCase() !== env.MAIL_UNSUBSCRIBE_ADDRESS.toLowerCase()) {
    message.setReject("Unknown address");
    return;
  }
  const token = SUBJECT.exec(message.headers.get("Subject") ?? "")?.[1];
  const origin = env.SITE_URL || `https://${env.MAIL_UNSUBSCRIBE_ADDRESS.split("@")[1]}`;
  const result = token ? await unsubscribeAndSayGoodbye(env, database(env.DB), token, origin) : null;
  if (!result) message.setReject("No subscription found for this request");
}
