import type { MetaFunction } from "@remix-run/cloudflare";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";

// What the service worker (public/sw.js) shows offline for a page it has not saved. It keeps this page in the
// reader's language and fills the list with the pages it has; the worker always draws it in Lite mode (no scripts).
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return [
    ...pageMeta(strings, { title: strings.site.offline.title, description: strings.site.offline.nothingSaved }),
    { name: "robots", content: "noindex" },
  ];
};

export const loader = () => null;

export default function Offline() {
  const t = useStrings().site.offline;
  return (
    <section className="container page narrow" data-offline-page="" data-saved-copy={t.savedCopy}>
      <h1>{t.title}</h1>
      <p data-offline="empty">{t.nothingSaved}</p>
      <p data-offline="saved" hidden>
        {t.notSaved}
      </p>
      <ul className="saved-pages" aria-label={t.savedHeading} data-saved-pages=""></ul>
      <p>
        <a href="/" className="button" data-retry="">
          {t.retry}
        </a>
      </p>
    </section>
  );
}
