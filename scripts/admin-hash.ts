import { stdin, stdout } from "node:process";
import { hashPassword } from "../worker/auth/password.ts";

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stdout.write(prompt);
    if (!stdin.isTTY) {
      let data = "";
      stdin.setEncoding("utf8");
      stdin.on("data", (chunk) => {
        data += chunk;
      });
      stdin.on("end", () => resolve(data.split(/\r?\n/)[0] ?? ""));
      stdin.on("error", reject);
      return;
    }
    let value = "";
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          stdin.setRawMode(false);
          stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

const MIN_LENGTH = 12;
const password = await askHidden("Admin password (not shown): ");
if (password.length < MIN_LENGTH) {
  console.error(`Use at least ${MIN_LENGTH} characters.`);
  process.exit(1);
}
if (stdin.isTTY) {
  const again = await askHidden("Repeat the password: ");
  if (again !== password) {
    console.error("The two passwords differ.");
    process.exit(1);
  }
}
const hash = await hashPassword(password);
console.info(`\nADMIN_PASSWORD_HASH='${hash}'\n`);
console.info("Set the production secrets with:");
console.info("  npx wrangler secret put ADMIN_USERNAME        # then type the username");
console.info("  npx wrangler secret put ADMIN_PASSWORD_HASH   # then paste the hash above");
console.info("For local development put ADMIN_USERNAME and the quoted line above in .dev.vars.");
console.info("(Paste the hash without the quotes into `wrangler secret put`.)");
