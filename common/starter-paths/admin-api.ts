import type { LanguageCode } from "../i18n/languages";
import type { EditablePath, PathStatus } from "./contract";

/** A path in the owner's list (`GET /api/admin/paths`). */
export interface AdminPathSummary {
  id: string;
  status: PathStatus;
  position: number;
  /** The English title. */
  title: string;
  steps: number;
  /** The languages whose title is written (English always). */
  languages: LanguageCode[];
  updatedAt: string;
}

export interface AdminPathList {
  paths: AdminPathSummary[];
}

/** A path as saved: what the editor loads and what a write answers. */
export interface SavedPath {
  path: EditablePath;
  updatedAt: string;
}
