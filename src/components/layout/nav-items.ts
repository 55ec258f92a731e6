/** Header navigation (SPEC.md §2 "Global layout"); labels are `nav.<key>` translation keys. */
export const HEADER_LINKS = [
  { to: "/", key: "home" },
  { to: "/tools", key: "tools" },
  { to: "/blog", key: "blog" },
  { to: "/about", key: "about" },
  { to: "/terms", key: "terms" },
  { to: "/privacy", key: "privacy" },
] as const;
