import type { APIRequestContext } from "@playwright/test";
import PostalMime from "postal-mime";

/**
 * The mail the Worker sent, as `wrangler dev`'s simulation of the `send_email` binding recorded it: each message is
 * written to disk and listed by the local explorer's API, which these helpers read and parse as a mail client would.
 * The simulation does not check Email Service's header rules, so the specs check the headers themselves.
 */
const SENT_MAIL_API = "/cdn-cgi/local/explorer/api/local/email/sending";

/** One sent message: its headers (lower-case names), both parts, and the links of its `List-Unsubscribe`. */
export interface SentMail {
  id: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  unsubscribe: { https: string; mailto: string };
}

interface ListedMail {
  messageId: string;
  to: string[];
  sentAt: string;
}
interface ListAnswer {
  result: ListedMail[];
  result_info: { cursor?: string; has_more: boolean };
}

/** The ids of every message sent to `address` so far, oldest first (at most 100 pages of 100 are read). */
async function idsSentTo(request: APIRequestContext, address: string): Promise<string[]> {
  const found: ListedMail[] = [];
  let cursor = "";
  for (let page = 0; page < 100; page++) {
    const res = await request.get(
      `${SENT_MAIL_API}?per_page=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    if (!res.ok()) throw new Error(`the local mail explorer answered ${res.status()}`);
    const answer = (await res.json()) as ListAnswer;
    for (const mail of answer.result) if (mail.to.includes(address)) found.push(mail);
    if (!answer.result_info.has_more || !answer.result_info.cursor) break;
    cursor = answer.result_info.cursor;
  }
  return found.sort((a, b) => a.sentAt.localeCompare(b.sentAt)).map((mail) => mail.messageId);
}

/** Reads one sent message in full and parses its MIME source. */
async function readMail(request: APIRequestContext, id: string): Promise<SentMail> {
  const res = await request.get(`${SENT_MAIL_API}?email_id=${encodeURIComponent(id)}`);
  if (!res.ok()) throw new Error(`the local mail explorer answered ${res.status()} for ${id}`);
  const { result } = (await res.json()) as { result: { raw: string; to: string[] } };
  const parsed = await PostalMime.parse(result.raw);
  const headers = Object.fromEntries(parsed.headers.map((h) => [h.key.toLowerCase(), h.value]));
  const links = [...(headers["list-unsubscribe"] ?? "").matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? "");
  return {
    id,
    to: result.to[0] ?? "",
    subject: parsed.subject ?? "",
    headers,
    text: parsed.text ?? "",
    html: parsed.html ?? "",
    unsubscribe: {
      https: links.find((link) => link.startsWith("http")) ?? "",
      mailto: links.find((link) => link.startsWith("mailto:")) ?? "",
    },
  };
}

/** Every message sent to `address` so far, oldest first. */
export async function mailSentTo(request: APIRequestContext, address: string): Promise<SentMail[]> {
  return Promise.all((await idsSentTo(request, address)).map((id) => readMail(request, id)));
}

/** The first link of a mail's text part that starts with `prefix` (the text part writes every link out). */
export function linkIn(mail: SentMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link to ${prefix} in the mail "${mail.subject}"`);
  return link;
}
