/** Renders a lesson's text: blank-line separated paragraphs, and lines starting "- " as a list. No HTML is trusted. */
export function LessonText({ body }: { body: string }) {
  const blocks = body.split(/\n\s*\n/).map((block) => block.trim());
  return (
    <div className="lesson-text">
      {blocks.map((block) => {
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={block}>
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={block}>{block}</p>;
      })}
    </div>
  );
}
