import { createMimeMessage } from "mimetext/browser";

/** A message ready to be written as MIME: both parts, and the headers every mail of this site carries. */
export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (no remote images: nothing to fetch when it is opened). */
  html: string;
  /**
   * `List-Unsubscribe` links (RFC 2369) of a newsletter mail: the https one-click link and a mailto. A one-off reply
   * to a visitor (the outcome of a suggestion or report) belongs to no list and has none.
   */
  unsubscribe?: { https: string; mailto: string };
}

/** Base64 in lines of 76 characters (RFC 2045 §6.8): a long single line breaks the 998-character line limit. */
function base64Lines(msg: ReturnType<typeof createMimeMessage>, text: string): string {
  return (msg.toBase64(text).match(/.{1,76}/g) ?? []).join("\r\n");
}

/**
 * The message as RFC 5322 text, multipart/alternative with a plain-text and an HTML part, both UTF-8 in base64
 * (Hebrew, Arabic, Chinese and Russian are not 7-bit). Every newsletter message can be left in one click:
 * `List-Unsubscribe` with an https and a mailto link, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058), which Cloudflare's Email Service accepts in exactly this form and always DKIM-signs.
 */
export function composeMime(mail: OutgoingMail): string {
  const msg = createMimeMessage();
  msg.setSender({ name: mail.from.name, addr: mail.from.address });
  msg.setRecipient(mail.to);
  msg.setSubject(mail.subject);
  const domain = mail.from.address.split("@")[1] ?? "localhost";
  msg.setHeader("Message-ID", `<${crypto.randomUUID()}@${domain}>`);
  if (mail.unsubscribe) {
    msg.setHeader("List-Unsubscribe", `<${mail.unsubscribe.https}>, <${mail.unsubscribe.mailto}>`);
    msg.setHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
  }
  msg.addMessage({ contentType: "text/plain", encoding: "base64", data: base64Lines(msg, mail.text) });
  msg.addMessage({ contentType: "text/html", encoding: "base64", data: base64Lines(msg, mail.html) });
  return msg.asRaw();
}
