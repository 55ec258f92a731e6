import { Fragment, type ReactNode } from "react";

/** `**bold**` spans inside a line, as React nodes (never as HTML). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder.
      <strong key={i}>{part.slice(2, -2)}</strong>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never reorder.
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * Renders a post's markdown-like text: blocks separated by blank lines; `## ` and `### ` headings, `- ` and
 * `1. ` lists, `**bold**`; other blocks are paragraphs that keep their line breaks. Text is never parsed as HTML.
 */
export function PostContent({ content }: { content: string }) {
  const blocks = content
    .trim()
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split("\n");
        const key = `${i}-${block.slice(0, 24)}`;
        if (block.startsWith("### ")) return <h3 key={key}>{inline(block.slice(4))}</h3>;
        if (block.startsWith("## ")) return <h2 key={key}>{inline(block.slice(3))}</h2>;
        if (lines.every((l) => /^- /.test(l))) {
          return (
            <ul key={key}>
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; the lines of one list never reorder.
                <li key={`${j}-${l}`}>{inline(l.slice(2))}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((l) => /^\d+\. /.test(l))) {
          return (
            <ol key={key}>
              {lines.map((l, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; the lines of one list never reorder.
                <li key={`${j}-${l}`}>{inline(l.replace(/^\d+\. /, ""))}</li>
              ))}
            </ol>
          );
        }
        return (
          <p key={key}>
            {lines.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph never reorder.
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </>
  );
}
