import { useLocation } from "@remix-run/react";
import { useLanguage, useStrings } from "~/lib/i18n";
import { ownPathWith } from "~/lib/own-path";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../worker/languages";

/** The current URL with `?lang=` set: the worker keeps the choice in a cookie (and the profile). */
function hrefFor(pathname: string, search: string, language: Language): string {
  return ownPathWith(pathname, search, { lang: language });
}

/** Plain links (a full page load, so the browser fetches the chosen language's strings), each name in its own language. */
function LanguageLinks({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = useLanguage();
  return (
    <ul className={className ?? "language-links"}>
      {LANGUAGES.map((code) => (
        <li key={code}>
          <a
            href={hrefFor(pathname, search, code)}
            hrefLang={code}
            lang={code}
            aria-current={code === current ? "true" : undefined}
            data-language={code}
          >
            {LANGUAGE_NAMES[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu, on every screen from 360 px up (a details element: it opens without JavaScript). */
export function LanguageMenu() {
  const t = useStrings().language;
  const current = useLanguage();
  return (
    <details className="menu language-menu">
      <summary aria-label={`${t.choose}: ${LANGUAGE_NAMES[current]}`}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" fill="none">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
        </svg>
        <span className="language-name">{LANGUAGE_NAMES[current]}</span>
        {/* A phone's header has room for the code only; the list below names each language in full. */}
        <span className="language-code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
      </summary>
      <nav className="menu-panel" aria-label={t.choose}>
        <LanguageLinks />
      </nav>
    </details>
  );
}

/** The same choice inside the mobile menu. */
export function LanguageSection() {
  const t = useStrings().language;
  return (
    <section className="mobile-languages" aria-label={t.choose}>
      <p className="menu-heading">{t.label}</p>
      <LanguageLinks />
    </section>
  );
}
