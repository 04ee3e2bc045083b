import { Fragment, type ReactNode } from "react";

/**
 * Renders an AI answer as formatted text from a tiny markdown subset (paragraphs, "- " and "1. " lists,
 * "#" headings, **bold**, [n] citations) built only from React elements: any HTML in the text stays text.
 */
export function FormattedAnswer({ text }: { text: string }) {
  const blocks = text.replace(/\r\n/g, "\n").split(/\n\s*\n/);
  return (
    <div className="formatted-answer">
      {blocks.map((block, blockIndex) => {
        const lines = block.split("\n").filter((line) => line.trim() !== "");
        if (lines.length === 0) return null;
        const key = `b${blockIndex}`;
        if (lines.every((line) => /^\s*[-*•]\s+/.test(line))) {
          return (
            <ul key={key}>
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text never reorder.
                <li key={index}>{inline(line.replace(/^\s*[-*•]\s+/, ""))}</li>
              ))}
            </ul>
          );
        }
        if (lines.every((line) => /^\s*\d+[.)]\s+/.test(line))) {
          return (
            <ol key={key}>
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text never reorder.
                <li key={index}>{inline(line.replace(/^\s*\d+[.)]\s+/, ""))}</li>
              ))}
            </ol>
          );
        }
        const first = lines[0] ?? "";
        if (lines.length === 1 && /^#{1,6}\s+/.test(first)) {
          return (
            <p key={key} className="formatted-heading">
              <strong>{inline(first.replace(/^#{1,6}\s+/, ""))}</strong>
            </p>
          );
        }
        return (
          <p key={key}>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of a static text never reorder.
              <Fragment key={index}>
                {index > 0 ? <br /> : null}
                {inline(line.replace(/^\s*[-*•]\s+/, "• "))}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}

/** **bold** becomes <strong>; everything else is plain text (React escapes it). */
function inline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*)/g);
  return parts.map((part, index) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a static text never reorder.
      <strong key={index}>{part.slice(2, -2)}</strong>
    ) : (
      part
    ),
  );
}
