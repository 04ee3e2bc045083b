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

/** Text kept in English (articles, the marketing pages): marked `lang="en"` for readers and screen readers, with the notice above it. */
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

/**
 * For content that comes in the reader's language where translated (courses, lessons, quizzes: ADR 070): the `lang`
 * to put on words written in `language`, nothing when it is the page's own, and whether any of them fell back to English.
 */
export function useContentLanguage() {
  const page = useLanguage();
  const lang = (language: string | undefined) => (language && language !== page ? language : undefined);
  const inEnglish = (...languages: (string | undefined)[]) => page !== "en" && languages.some((language) => language === "en");
  return { lang, inEnglish };
}
