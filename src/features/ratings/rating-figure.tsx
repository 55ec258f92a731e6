import clsx from "clsx";

/**
 * A text of a rating row, or in the loading state a pulsing box of exactly its size. The skeleton's text is
 * generated content (an invisible `::before`), not a text node, and the pulse is a layer of its own
 * (`::after`): the element that sizes the box never fades, so no contrast check sees faded text.
 */
export function Figure({ className, skeleton, children }: { className: string; skeleton: boolean; children: string }) {
  if (!skeleton) return <span className={className}>{children}</span>;
  return <span aria-hidden="true" data-text={children} className={clsx(className, "rating-skeleton-text")} />;
}
