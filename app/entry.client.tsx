import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { isAbortError } from "~/lib/aborted";
import { AREAS, type Area, loadCatalog } from "~/lib/i18n";
import { DEFAULT_LANGUAGE, isLanguage } from "../worker/languages";

// The events React 18 answers on a page it has not hydrated yet by hydrating it at once, synchronously
// (react-dom's "discrete replayable" events).
const FORCING_EVENTS = [
  "mousedown",
  "mouseup",
  "touchcancel",
  "touchend",
  "touchstart",
  "auxclick",
  "dblclick",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "dragend",
  "dragstart",
  "drop",
  "compositionend",
  "compositionstart",
  "keydown",
  "keypress",
  "keyup",
  "input",
  "textInput",
  "copy",
  "cut",
  "paste",
  "click",
  "change",
  "contextmenu",
  "reset",
  "submit",
];

const keepFromReact = (event: Event) => event.stopImmediatePropagation();

/**
 * Remix's single fetch suspends the first render of <RemixBrowser> until it has decoded the page's data, outside any
 * Suspense boundary. A tap or a key press in that moment makes React 18 hydrate synchronously, and a synchronous render
 * that suspends at the root throws "Root did not complete" (React error #345). So until the first commit the page stays
 * plain HTML: those events reach the browser (links, forms and fields work as they do without JavaScript) but not React.
 */
function holdEventsFromReact(): () => void {
  for (const type of FORCING_EVENTS) window.addEventListener(type, keepFromReact, true);
  return () => {
    for (const type of FORCING_EVENTS) window.removeEventListener(type, keepFromReact, true);
  };
}

/** Renders nothing; its layout effect runs in the commit that finishes hydration, when React may have the events. */
function Hydrated({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

// Only the page's language is fetched (its own chunks: the core, and the areas its routes named on
// <html data-strings>), before hydrating, so the first render matches the server's.
const root = document.documentElement;
const areas = (root.dataset.strings ?? "").split(" ").filter((area): area is Area => AREAS.includes(area as Area));
loadCatalog(isLanguage(root.lang) ? root.lang : DEFAULT_LANGUAGE, areas).then(() => {
  const release = holdEventsFromReact();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
        <Hydrated onCommit={release} />
      </StrictMode>,
    );
  });
});

// Offline reading (public/sw.js): registered once the page has loaded, so it never competes with the first view.
const keepOffline = () => navigator.serviceWorker?.register("/sw.js").catch(() => undefined);
if (document.readyState === "complete") keepOffline();
else window.addEventListener("load", keepOffline);

// A navigation or form submission given up because a newer one started (a second tap on 2G) rejects with an
// AbortError that Remix's single fetch can leave unhandled (remix-run/react-router issue 14203): the reader moving on,
// not a failure, so it is not reported as one. Every other unhandled rejection still is.
window.addEventListener("unhandledrejection", (event) => {
  if (isAbortError(event.reason)) event.preventDefault();
});
