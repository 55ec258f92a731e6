/**
 * Where the admin screen is, in its URL (so back, forward, reload and a shared link all land on the same view):
 * `/admin` is the dashboard, `/admin?view=catalogue` the catalogue list with its filters, `&edit=<id>` the editor
 * of a tool, `&new=1` the editor of a new one.
 */
export const VIEW_PARAM = "view";
export const CATALOGUE_VIEW = "catalogue";
/** The queue of visitors' suggestions and reports: `?view=queue&kind=reports&status=spam`. */
export const QUEUE_VIEW = "queue";
const EDIT_PARAM = "edit";
const NEW_PARAM = "new";
/** A new tool prefilled from a visitor's suggestion: `&new=1&suggestion=<id>`. */
const SUGGESTION_PARAM = "suggestion";

/** The starter paths: `?view=paths`, `&edit=<id>` for one, `&new=1` for a new one. */
export const PATHS_VIEW = "paths";

export type AdminView = "dashboard" | "catalogue" | "queue" | "paths";

export function adminView(params: URLSearchParams): AdminView {
  const view = params.get(VIEW_PARAM);
  if (view === CATALOGUE_VIEW) return "catalogue";
  if (view === QUEUE_VIEW) return "queue";
  if (view === PATHS_VIEW) return "paths";
  return "dashboard";
}

/** The starter paths' list, a path's editor, a new path's editor. */
export const pathsSearch = (extra?: [string, string]) =>
  `?${new URLSearchParams([[VIEW_PARAM, PATHS_VIEW], ...(extra ? [extra] : [])])}`;
export const editPathSearch = (id: string) => pathsSearch([EDIT_PARAM, id]);
export const newPathSearch = () => pathsSearch([NEW_PARAM, "1"]);

/** The catalogue's screen: the list, or the editor of a new (perhaps suggested) or an existing tool. */
export type CatalogueScreen = { mode: "list" } | { mode: "new"; suggestion?: number } | { mode: "edit"; id: string };

export function catalogueScreen(params: URLSearchParams): CatalogueScreen {
  const id = params.get(EDIT_PARAM);
  if (id) return { mode: "edit", id };
  if (params.get(NEW_PARAM) === "1") {
    const suggestion = Number(params.get(SUGGESTION_PARAM));
    return Number.isSafeInteger(suggestion) && suggestion > 0 ? { mode: "new", suggestion } : { mode: "new" };
  }
  return { mode: "list" };
}

/** The editor of a new tool prefilled from suggestion `id`. */
export const fromSuggestionSearch = (id: number) =>
  `?${new URLSearchParams([
    [VIEW_PARAM, CATALOGUE_VIEW],
    [NEW_PARAM, "1"],
    [SUGGESTION_PARAM, String(id)],
  ])}`;

/** The search of a catalogue URL: the view, the list's filters (kept while editing, so 'back' returns to them). */
function catalogueSearch(listParams: URLSearchParams, extra?: [string, string]): string {
  const params = new URLSearchParams([[VIEW_PARAM, CATALOGUE_VIEW]]);
  for (const [key, value] of listParams) {
    if (key !== VIEW_PARAM && key !== EDIT_PARAM && key !== NEW_PARAM && key !== SUGGESTION_PARAM) {
      params.append(key, value);
    }
  }
  if (extra) params.set(extra[0], extra[1]);
  return `?${params}`;
}

export const listSearch = (listParams: URLSearchParams) => catalogueSearch(listParams);
export const editSearch = (listParams: URLSearchParams, id: string) => catalogueSearch(listParams, [EDIT_PARAM, id]);
export const newSearch = (listParams: URLSearchParams) => catalogueSearch(listParams, [NEW_PARAM, "1"]);
