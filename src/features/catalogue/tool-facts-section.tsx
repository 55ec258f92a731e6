import type { FactsView } from "@common/catalogue/facts-view";

/**
 * "Before you sign up" on a tool page (docs/decisions/044): the free plan, privacy and the interface's languages,
 * each only when the owner recorded it, with the tool's own page that says so and the day the owner last checked it
 * there. The Worker writes every sentence in the page's language (worker/catalogue/tool-page-view.ts), the same as in
 * the page's Markdown twin; this only lays them out. Nothing at all when the tool has no facts.
 */
export function ToolFactsSection({ facts }: { facts: FactsView | null }) {
  if (!facts) return null;
  return (
    <section aria-labelledby="tool-facts-heading" className="tool-facts">
      <h2 id="tool-facts-heading" className="text-xl font-bold tracking-tight">
        {facts.title}
      </h2>
      {facts.sections.map(({ title, lines, source }) => (
        <div key={title}>
          <h3 className="tool-page-label">{title}</h3>
          <ul className="tool-facts-list">
            {lines.map((line) => (
              <li key={line.text}>
                {line.strong ? <strong>{line.text}</strong> : line.text}
                {line.link ? (
                  <>
                    {" "}
                    <a href={line.link.href} target="_blank" rel="noopener noreferrer" className="tool-facts-link">
                      {line.link.label}
                    </a>
                  </>
                ) : null}
                {line.items ? (
                  <ul className="tool-facts-limits">
                    {line.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="tool-facts-note">
            {source.before}
            <a href={source.href} target="_blank" rel="noopener noreferrer" className="tool-facts-link">
              {source.label}
            </a>
            {source.after}
          </p>
        </div>
      ))}
      {facts.linkChecked ? <p className="tool-facts-note">{facts.linkChecked}</p> : null}
    </section>
  );
}
