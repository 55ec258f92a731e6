import type { LocalizedTool } from "@common/catalogue/localize-tool";
import { RatingWidget } from "./rating-widget";

/** The rating widget for a tool card (passed to the catalogue's grids as `renderRating`). */
export function renderToolRating(tool: LocalizedTool) {
  return <RatingWidget toolId={tool.id} toolName={tool.name} staticRating={tool.rating} staticReviews={tool.reviews} />;
}
