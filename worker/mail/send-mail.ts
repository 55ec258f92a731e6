import { EmailMessage } from "cloudflare:email";
import { composeMime, type OutgoingMail } from "./compose-mime";

/**
 * The one way the Worker sends email: composes the message (compose-mime.ts) and hands it to Cloudflare Email
 * Service through the `EMAIL` binding (wrangler.toml `[[send_email]]`). Locally, `wrangler dev` simulates the
 * binding: each message is written to disk and listed by the local explorer, which the tests read. Another provider
 * would be another function with this signature.
 */
export async function sendMail(env: Env, mail: OutgoingMail): Promise<void> {
  await env.EMAIL.send(new EmailMessage(mail.from.address, mail.to, composeMime(mail)));
}
