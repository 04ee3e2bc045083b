// Lite mode's stylesheets travel inside the page: a 2G link then paints as soon as the HTML arrives.
import favicon from "../../public/favicon.svg?raw";

const URLS = import.meta.glob<string>("../styles/*.css", { query: "?url", import: "default", eager: true });
const TEXTS = import.meta.glob<string>("../styles/*.css", { query: "?inline", import: "default", eager: true });

/** Each built stylesheet's public address → its minified text. */
const CSS_BY_HREF = new Map(Object.entries(URLS).map(([file, href]) => [href, TEXTS[file] ?? ""]));

/** The icon inside the page, so a first visit does not request it: single quotes, and only `<>#%` escaped. */
const FAVICON = `data:image/svg+xml,${favicon
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%]/g, encodeURIComponent)}`;

/**
 * Replaces every linked stylesheet of ours with a <style> holding its text (the page has no scripts to wait for), and
 * leaves the page needing nothing else to fetch: the icon travels inside it, and the install manifest (with the icon
 * it names) is left to full mode, where the app is installed with its offline copies.
 */
export function inlineStylesheets(response: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="icon"]', {
      element(link) {
        link.setAttribute("href", FAVICON);
      },
    })
    .on('link[rel="manifest"], link[rel="apple-touch-icon"]', {
      element(link) {
        link.remove();
      },
    })
    .on('link[rel="stylesheet"]', {
      element(link) {
        const css = CSS_BY_HREF.get(link.getAttribute("href") ?? "");
        // `</style` cannot appear in our own CSS; guard anyway so text never closes the element early.
        if (css !== undefined && !/<\/style/i.test(css)) link.replace(`<style>${css}</style>`, { html: true });
      },
    })
    .transform(response);
}
