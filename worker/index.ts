import { app } from "./app";
import { receiveMail } from "./mail/unsubscribe-by-mail";
import { scheduled } from "./scheduled";

export default {
  fetch: app.fetch,
  scheduled,
  email: receiveMail,
} satisfies ExportedHandler<Env>;
