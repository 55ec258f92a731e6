import { describe, expect, it } from "vitest";
import { dropServerHeadTags } from "./drop-server-head-tags";

describe("dropServerHeadTags", () => {
  it("removes the Worker's page tags and keeps the document's own", () => {
    document.head.innerHTML = [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="color-scheme" content="dark light">',
      '<link rel="icon" href="/assets/favicon.png">',
      '<link rel="stylesheet" href="/assets/app.css">',
      "<title>Page not found</title>",
      '<meta name="description" content="…">',
      '<meta name="robots" content="noindex, nofollow">',
      '<meta property="og:title" content="…">',
      '<link rel="canonical" href="https://example.com/">',
      '<link rel="alternate" hreflang="de" href="https://example.com/de/">',
    ].join("");
    dropServerHeadTags(document.head);
    expect([...document.head.children].map((el) => el.outerHTML)).toEqual([
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width">',
      '<meta name="color-scheme" content="dark light">',
      '<link rel="icon" href="/assets/favicon.png">',
      '<link rel="stylesheet" href="/assets/app.css">',
    ]);
  });
});
