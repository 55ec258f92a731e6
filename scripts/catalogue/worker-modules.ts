import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Lets Node run the Worker's own modules (worker/db/catalogue/): they import `@common/...` (the alias of
 * tsconfig.base.json) and each other without the `.ts` extension, as the bundler allows.
 */
const COMMON = pathToFileURL(fileURLToPath(new URL("../../common/", import.meta.url))).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const aliased = specifier.startsWith("@common/") ? COMMON + specifier.slice("@common/".length) : specifier;
    if ((aliased.startsWith(".") || aliased.startsWith("file:")) && !/\.[cm]?[jt]sx?$/.test(aliased)) {
      const url = new URL(`${aliased}.ts`, aliased.startsWith("file:") ? undefined : context.parentURL);
      if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
    }
    return nextResolve(aliased, context);
  },
});
