import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { strings } from "~/lib/strings";

const t = strings.landing;

export const meta: MetaFunction = () => [
  { title: t.title },
  { name: "description", content: t.heroBody },
  { property: "og:title", content: t.title },
  { property: "og:description", content: t.heroBody },
];

export default function Landing() {
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1>{t.heroTitle}</h1>
          <p className="lead">{t.heroBody}</p>
          <div className="actions">
            <Link to="/listings" className="button">
              {t.browse}
            </Link>
            <Link to="/register" className="button button-light">
              {t.join}
            </Link>
          </div>
        </div>
      </section>
      <section className="container page">
        <div className="grid grid-3">
          <Link to="/listings" className="card card-link">
            <h2>{strings.brand.market}</h2>
            <p className="muted">Crops, seeds, land rental, labour, tools and fertilizer from verified Nigerian sellers.</p>
          </Link>
          <Link to="/farmers-hub" className="card card-link">
            <h2>{strings.nav.farmersHub}</h2>
            <p className="muted">Group chats, questions and answers, and an assistant that knows Nigerian farming.</p>
          </Link>
          <Link to="/technology" className="card card-link">
            <h2>{t.learnTechnology}</h2>
            <p className="muted">A seed treatment that helps crops take up more of the fertilizer you pay for.</p>
          </Link>
        </div>
        <p className="actions">
          <Link to="/contact" className="button button-ghost">
            {t.contact}
          </Link>
        </p>
      </section>
    </>
  );
}
