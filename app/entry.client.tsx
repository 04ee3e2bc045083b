import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadCatalog } from "~/lib/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "../worker/languages";

// Only the page's language is fetched (its own chunk), and before hydrating, so the first render matches the server's.
const pageLanguage = document.documentElement.lang;
loadCatalog(isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
