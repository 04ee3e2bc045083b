import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { AREAS, type Area, loadCatalog } from "~/lib/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "../worker/languages";

// Only the page's language is fetched (its own chunks: the core, and the areas its routes named on
// <html data-strings>), before hydrating, so the first render matches the server's.
const root = document.documentElement;
const areas = (root.dataset.strings ?? "").split(" ").filter((area): area is Area => AREAS.includes(area as Area));
loadCatalog(isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE, areas).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});

// Offline reading (public/sw.js): registered once the page has loaded, so it never competes with the first view.
const keepOffline = () => navigator.serviceWorker?.register("/sw.js").catch(() => undefined);
if (document.readyState === "complete") keepOffline();
else window.addEventListener("load", keepOffline);
