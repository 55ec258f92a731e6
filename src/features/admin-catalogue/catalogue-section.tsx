import { useSearchParams } from "react-router";
import { catalogueScreen } from "./catalogue-url";
import { ToolEditor } from "./tool-editor";
import { ToolList } from "./tool-list";

/** The admin screen's Catalogue view: the list, or the editor the URL names. */
export function CatalogueSection() {
  const [params] = useSearchParams();
  const screen = catalogueScreen(params);
  return screen.mode === "list" ? <ToolList params={params} /> : <ToolEditor screen={screen} listParams={params} />;
}
