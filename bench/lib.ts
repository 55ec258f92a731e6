import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { toolEnv } from "../scripts/run.ts";
import { hashPassword } from "../worker/auth/password.ts";

export const BENCH_ADMIN = { username: "bench-admin", password: "bench-password-long-enough" };

/** Runs a command and returns its standard output. */
export function sh(command: string, args: string[]): string {
  return execFileSync(command, args, { env: toolEnv, encoding: "utf8", maxBuffer: 1 << 30 });
}

/** Fresh local D1 state in `dir` with the migrations applied; returns the SQLite file wrangler uses. */
export function freshDatabase(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  sh("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  const d1 = join(dir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(d1).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${d1}`);
  return join(d1, file);
}

export interface RunningWorker {
  origin: string;
  process: ChildProcess;
  stop: () => void;
}

/** Starts the built Worker under `wrangler dev` on 127.0.0.1 with the bench admin, and waits until it answers. */
export async function startWorker(persistDir: string, port: number, extraArgs: string[] = []): Promise<RunningWorker> {
  const hash = await hashPassword(BENCH_ADMIN.password);
  const child = spawn(
    "wrangler",
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistDir,
      "--var",
      `ADMIN_USERNAME:${BENCH_ADMIN.username}`,
      "--var",
      `ADMIN_PASSWORD_HASH:${hash}`,
      "--show-interactive-dev-session=false",
      ...extraArgs,
    ],
    { env: toolEnv, stdio: "ignore", detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, process: child, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("wrangler dev did not start within 60 s");
}

/** Signs in as the bench admin and returns the session cookie. */
export async function adminCookie(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return (res.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

/** Median and p95 of `runs` sequential timings of a request, in milliseconds (bounded). */
export async function timeRequests(url: string, init: RequestInit, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** Process ids of `pid` and all its descendants. */
export function descendants(pid: number): number[] {
  const out = [pid];
  let listing = "";
  try {
    listing = sh("ps", ["-o", "pid=", "--ppid", String(pid)]);
  } catch {
    // ps exits 1 when the process has no children.
  }
  const children = listing.trim().split(/\s+/).filter(Boolean).map(Number);
  for (const child of children) out.push(...descendants(child));
  return out;
}

/** Peak resident memory (VmHWM, kB) of the largest process in the tree, e.g. the workerd runtime. */
export function peakMemoryKb(pid: number): number {
  let peak = 0;
  for (const p of descendants(pid)) {
    const status = `/proc/${p}/status`;
    if (!existsSync(status)) continue;
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, "utf8"));
    peak = Math.max(peak, Number(match?.[1] ?? 0));
  }
  return peak;
}

export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
