import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { sidesOf } from "~/lib/orders.server";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";

// Ratings on completed orders use the `sellers` strings.
const area = areaRoute("orders", "payments", "sellers");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.orders.title });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { sides: sidesOf(user.role) };
}

/** /orders: the signed-in user's orders, with a Selling and a Buying tab where both apply (each tab its own URL). */
export default function OrdersLayout() {
  const t = useStrings().orders;
  const { sides } = useLoaderData<typeof loader>();
  return (
    <section className="container page">
      <h1>{t.title}</h1>
      {sides.length > 1 ? (
        <nav aria-label={t.title} className="tabs">
          {sides.map((side) => (
            <NavLink key={side} to={`/orders/${side}`}>
              {side === "selling" ? t.selling : t.buying}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <Outlet />
    </section>
  );
}
