import { spawn, spawnSync } from "node:child_process";
import { delimiter, resolve } from "node:path";

/** Environment for every wrangler/vite call: no Request.cf lookups or metrics (there may be no internet). */
export const toolEnv: NodeJS.ProcessEnv = {
  ...process.env,
  // The project's own tools (and Node 24 from the `node` package) first, also when a script is run directly.
  PATH: [resolve("node_modules/.bin"), process.env.PATH].join(delimiter),
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

/** Runs a command from node_modules/.bin (or PATH), inheriting output; returns its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = toolEnv): number {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/**
 * Starts a command in the background with its output held back; the promise gives its exit code and its output,
 * to print when the caller is ready (so two commands' lines never interleave).
 */
export function runCaptured(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = toolEnv,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { env });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", (error) => done({ code: 1, output: `Could not run ${command}: ${error.message}\n` }));
    child.on("close", (code) => done({ code: code ?? 1, output }));
  });
}

/** Runs a command and stops the script with its exit code when it fails. */
export function runOrExit(command: string, args: string[], env: NodeJS.ProcessEnv = toolEnv): void {
  const code = run(command, args, env);
  if (code !== 0) process.exit(code);
}

/** Starts a long-running command, forwarding Ctrl+C and its exit code. */
export function runForeground(command: string, args: string[], env: NodeJS.ProcessEnv = toolEnv): void {
  const child = spawn(command, args, { stdio: "inherit", env });
  const stop = () => child.kill("SIGINT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", (code) => process.exit(code ?? 0));
}
