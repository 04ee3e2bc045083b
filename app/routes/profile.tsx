import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import css from "~/styles/admin.css?url";

// The admin and account strings are their own chunks in the browser: fetched before this route renders.
const area = areaRoute("admin", "account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.admin.profile.title });
};
export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { role: user.role };
}

/** Profile Settings: tab links (each tab is its own URL, so it works without JavaScript) and the open tab. */
export default function ProfileLayout() {
  const strings = useStrings();
  const t = strings.admin.profile;
  const { role } = useLoaderData<typeof loader>();
  const tabs = [
    { to: "/profile", label: t.tabs.info, show: true },
    { to: "/profile/verification", label: t.tabs.verification, show: role === "farmer" || role === "supplier" },
    { to: "/profile/payout", label: strings.account.payout.tab, show: role === "farmer" || role === "supplier" },
    { to: "/profile/notifications", label: t.tabs.notifications, show: true },
  ].filter((tab) => tab.show);
  return (
    <section className="container page">
      <h1>{t.title}</h1>
      {tabs.length > 1 ? (
        <nav aria-label={t.tabsLabel} className="tab-bar">
          <ul>
            {tabs.map((tab) => (
              <li key={tab.to}>
                <NavLink to={tab.to} end className="tab-link">
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Outlet />
    </section>
  );
}
