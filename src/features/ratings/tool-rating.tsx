import type { Tool } from "@common/catalogue/types";
import { RatingWidget } from "./rating-widget";

/** The rating widget for a tool card (passed to the catalogue's grids as `renderRating`). */
export function renderToolRating(tool: Tool) {
  return <RatingWidget toolId={tool.id} toolName={tool.name} staticRating={tool.rating} staticReviews={tool.reviews} />;
}
