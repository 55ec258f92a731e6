import { ensureDevVars } from "./dev-vars.ts";

// Used by `npm run dev`: the vite dev server reads the same .dev.vars as wrangler dev.
const admin = await ensureDevVars();
console.info(`Local admin login: ${admin.username} / ${admin.password ?? "(chosen earlier; see .dev.vars)"}`);
