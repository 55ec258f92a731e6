/**
 * What a visitor would see cut off, found in the page (issue 37's fit test): run inside the browser by
 * `page.evaluate(findUnfitText)`, so it may use nothing from outside its own body. Every control, badge, label and
 * heading on screen is checked for
 * - a box that clips its text (overflow hidden or clip, or an ellipsis, with content wider than the box);
 * - text wider than its box, spilling out of it;
 * - a dropdown whose longest option is wider than the dropdown can show;
 * - a title shown at the edge of a box that hides or scrolls its overflow, with the first line of its text cut off
 *   below it (a section label standing alone), or the title itself cut;
 * - a badge that wraps onto a second line, and a tool's name on a card broken inside a word (the badges beside it
 *   must never squeeze it that far);
 * and the page for sideways scroll. Each finding names the element and its text.
 */
export function findUnfitText(): string[] {
  const SELECTOR = 'button, a, select, label, [role="tab"], .badge, h1, h2, h3, h4, th, summary, legend';
  const findings: string[] = [];
  const nameOf = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""} "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
  const visible = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const style = getComputedStyle(el);
    return (
      style.visibility !== "hidden" &&
      style.display !== "none" &&
      !el.closest("[hidden], .sr-only, [aria-hidden='true'] .sr-only")
    );
  };
  const measure = document.createElement("canvas").getContext("2d");

  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    findings.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
  }
  for (const el of document.querySelectorAll(SELECTOR)) {
    if (!(el instanceof HTMLElement) || !visible(el)) continue;
    const style = getComputedStyle(el);
    if (el instanceof HTMLSelectElement) {
      if (!measure) continue;
      measure.font = style.font;
      const widest = Math.max(0, ...[...el.options].map((option) => measure.measureText(option.text).width));
      // The padding on both sides and the dropdown's arrow.
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 12;
      if (widest > room + 1) findings.push(`${nameOf(el)}: an option needs ${Math.ceil(widest)} px of ${room}`);
      continue;
    }
    const clips = style.overflowX === "hidden" || style.overflowX === "clip" || style.textOverflow === "ellipsis";
    if (clips && el.scrollWidth > el.clientWidth + 1) {
      // A line clamp (several lines cut with an ellipsis on purpose) is allowed; a single cut line is not.
      if (style.webkitLineClamp === "none" || style.webkitLineClamp === "") {
        findings.push(`${nameOf(el)}: clipped (${el.scrollWidth} px in ${el.clientWidth})`);
        continue;
      }
    }
    // The text a visitor sees: text nodes outside visually hidden parts (a screen reader's words are not on screen).
    const box = el.getBoundingClientRect();
    let left = Number.POSITIVE_INFINITY;
    let right = Number.NEGATIVE_INFINITY;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        left = Math.min(left, rect.left);
        right = Math.max(right, rect.right);
      }
    }
    if (right > left && (left < box.left - 2 || right > box.right + 2)) {
      findings.push(`${nameOf(el)}: text ${Math.ceil(right - left)} px wide in a ${Math.floor(box.width)} px box`);
    }
  }
  for (const badge of document.querySelectorAll(".badge")) {
    if (!visible(badge)) continue;
    const lineHeight = Number.parseFloat(getComputedStyle(badge).lineHeight) || 16;
    if (badge.getBoundingClientRect().height > lineHeight * 1.6 + 8) {
      findings.push(`${nameOf(badge)}: wraps onto a second line`);
    }
  }
  for (const name of document.querySelectorAll(".tool-card-name")) {
    if (!visible(name)) continue;
    const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) findings.push(`${nameOf(name)}: "${word[0]}" broken across ${lines.size} lines`);
      }
    }
  }
  // A title alone at a box's edge: the nearest box that hides or scrolls its overflow shows the title (at least in
  // part) but not the title whole, or not the first line of what follows it.
  for (const title of document.querySelectorAll("h2, h3, h4, h5, dt, legend")) {
    if (!visible(title)) continue;
    let frameBox: Element | null = title.parentElement;
    while (frameBox && frameBox !== document.body) {
      const overflow = getComputedStyle(frameBox).overflowY;
      if (overflow !== "visible") break;
      frameBox = frameBox.parentElement;
    }
    if (!frameBox || frameBox === document.body) continue;
    const frame = frameBox.getBoundingClientRect();
    const rect = title.getBoundingClientRect();
    const shown =
      rect.bottom > frame.top + 1 &&
      rect.top < frame.bottom - 1 &&
      rect.right > frame.left + 1 &&
      rect.left < frame.right - 1;
    if (!shown) continue;
    if (rect.bottom > frame.bottom + 1) {
      findings.push(`${nameOf(title)}: the title is cut at the bottom of its box`);
      continue;
    }
    const next = title.nextElementSibling;
    if (!next) continue;
    const walker = document.createTreeWalker(next, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const firstLine = range.getClientRects()[0];
      if (firstLine && firstLine.bottom > frame.bottom + 1) {
        findings.push(`${nameOf(title)}: stands alone at the bottom of its box, its text cut off below it`);
      }
      break;
    }
  }
  return findings;
}

/**
 * The layout of everything findUnfitText looks at, as one string: each element's box and scroll size. Two equal
 * strings mean the same findings (run in the page like findUnfitText).
 */
export function layoutOf(): string {
  // FNV-1a over the numbers, so only a short string leaves the page.
  let hash = 0x811c9dc5;
  const add = (value: number) => {
    hash = Math.imul(hash ^ Math.round(value * 10), 0x01000193) >>> 0;
  };
  add(document.documentElement.scrollWidth);
  for (const el of document.querySelectorAll("body *")) {
    const rect = el.getBoundingClientRect();
    for (const value of [rect.x, rect.y, rect.width, rect.height, el.scrollWidth, el.scrollHeight]) add(value);
  }
  return hash.toString(16);
}
