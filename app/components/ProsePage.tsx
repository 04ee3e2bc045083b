import { Link } from "@remix-run/react";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import type { ProsePageContent } from "~/content/pages";

/** A text page of the public site (kept in English): intro, optional illustration, sections and calls to action. */
export function ProsePage({ content }: { content: ProsePageContent }) {
  return (
    <article className="container page prose-page" lang="en">
      <ContentInEnglishNotice />
      <header className="prose-header">
        <div>
          <h1>{content.title}</h1>
          <p className="lead">{content.intro}</p>
        </div>
        {content.image ? <img src={content.image.src} alt={content.image.alt} width={640} height={400} className="prose-image" /> : null}
      </header>
      {content.sections.map((section) => (
        <section key={section.heading} className="prose-section">
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets ? (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="actions">
        {content.links.map((link) => (
          <Link key={link.to} to={link.to} className={link.primary ? "button" : "button button-ghost"}>
            {link.label}
          </Link>
        ))}
      </p>
    </article>
  );
}
