import type { MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { HUB_TABS, hubPath } from "~/lib/hub";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import hubCss from "~/styles/hub.css?url";

// The hub strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("hub");
export const handle = area.handle;
export const clientLoader = area.clientLoader;
// A layout without data; a server loader keeps it server-rendered (a clientLoader alone would defer it to the browser).
export const loader = () => null;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.hub.title, description: strings.hub.metaDescription });
};
export const links = () => [{ rel: "stylesheet", href: hubCss }];

/** The hub's frame: each tab is a nested route (farmers-hub.groups/posts/ai) with its own loader and action. */
export default function FarmersHub() {
  const t = useStrings().hub;
  return (
    <section className="container page hub">
      <h1>{t.title}</h1>
      <p className="muted">{t.subtitle}</p>
      <nav className="hub-tabs" aria-label={t.tabs.label}>
        {HUB_TABS.map((tab) => (
          <NavLink key={tab} to={hubPath(tab)} className="hub-tab">
            {t.tabs[tab]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}
