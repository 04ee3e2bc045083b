import type { ReactNode } from "react";
import { useLanguage, useStrings } from "~/lib/i18n";

/** The note that the text below is not translated yet; nothing on an English page. */
export function ContentInEnglishNotice({ className = "" }: { className?: string }) {
  const t = useStrings();
  const language = useLanguage();
  if (language === "en") return null;
  // Its own lang, as it may sit inside an English block.
  return (
    <p className={`muted small content-in-english ${className}`.trim()} role="note" lang={language}>
      {t.language.contentInEnglish}
    </p>
  );
}

/** Text kept in English (articles, courses, the knowledge base): marked `lang="en"` for readers and screen readers, with the notice above it. */
export function ContentInEnglish({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <>
      <ContentInEnglishNotice />
      <div lang="en" className={className}>
        {children}
      </div>
    </>
  );
}
