import { ensureDevVars } from "./dev-vars.ts";
import { runForeground, runOrExit } from "./run.ts";

// `npm start`: build, apply local D1 migrations, make sure a local admin exists, serve on :8787.
const PORT = 8787;

const admin = await ensureDevVars();
runOrExit("npm", ["run", "--silent", "build"]);
runOrExit("wrangler", ["d1", "migrations", "apply", "DB", "--local"]);

console.info("");
console.info(`  Site:        http://localhost:${PORT}`);
console.info(`  Admin:       http://localhost:${PORT}/admin`);
console.info(
  `  Admin login: ${admin.username} / ${admin.password ?? "(password chosen earlier; delete .dev.vars to make a new one)"}`,
);
console.info("");
runForeground("wrangler", ["dev", "--port", String(PORT)]);
