import type { ClickRequest } from "@common/api/insights";
import { sendReport } from "./send-report";

/** The attribute that marks a link to a tool's own site; its value is the tool's catalogue id. */
export const OUTBOUND_TOOL_ATTRIBUTE = "data-outbound-tool";

/** The props that mark an outbound 'Try Now' (or 'Visit site') link as the given tool's. */
export function outboundToolLink(toolId: string): { [OUTBOUND_TOOL_ATTRIBUTE]: string } {
  return { [OUTBOUND_TOOL_ATTRIBUTE]: toolId };
}

/**
 * Reports every click on a marked link to `POST /api/clicks` as `{ toolId, page }`, page being the current
 * path with its language prefix and without its query.
 *
 * One listener on the document for every card rather than one per link: it is attached before React adopts the
 * prerendered page, so a click made while a page of cards is being hydrated counts too, and the links stay plain
 * HTML that works without JavaScript (then nothing is recorded). It listens in the capture phase and never
 * prevents the default: the new tab opens at once, whatever the report does.
 *
 * A middle click (`auxclick`, button 1) opens the tool's site in a new tab as surely as a click, so it counts;
 * a ctrl- or cmd-click is a `click` already. A right click is not a visit to the tool and does not count.
 *
 * Returns a function that removes the listeners (for tests).
 */
export function reportOutboundClicks(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.type === "auxclick" && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest(`a[${OUTBOUND_TOOL_ATTRIBUTE}]`) : null;
    const toolId = link?.getAttribute(OUTBOUND_TOOL_ATTRIBUTE);
    if (!toolId) return;
    const click: ClickRequest = { toolId, page: target.location.pathname };
    sendReport("/api/clicks", click);
  };
  target.addEventListener("click", onClick, { capture: true });
  target.addEventListener("auxclick", onClick, { capture: true });
  return () => {
    target.removeEventListener("click", onClick, { capture: true });
    target.removeEventListener("auxclick", onClick, { capture: true });
  };
}
