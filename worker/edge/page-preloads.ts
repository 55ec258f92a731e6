import { PAGE_PRELOADS_FILE } from "@common/prerendered-pages";
import type { RouteKind } from "@common/routes";
import { loadAssetJson } from "./asset-json";

/**
 * The `modulepreload` links of a screen's own chunks (docs/decisions/028), written by the build for each route
 * kind, for the pages the Worker renders itself; null when the build wrote none (the page still works: the
 * start-up asks for them a round trip later).
 */
export async function pagePreloads(assets: Fetcher, origin: string, kind: RouteKind): Promise<string | null> {
  const preloads = await loadAssetJson<Partial<Record<RouteKind, string>>>(assets, origin, `/${PAGE_PRELOADS_FILE}`);
  return preloads?.[kind] ?? null;
}
