import type { Health } from "@common/api/errors";
import { Hono } from "hono";
import type { AppEnv } from "../env";

/** `GET /api/health`: a trivial route, also the reference for the throughput benchmarks. */
export const health = new Hono<AppEnv>().get("/", (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ status: "ok" } satisfies Health);
});
