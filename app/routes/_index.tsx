import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { firstPhoto, ListingCard } from "~/components/ListingCard";
import { landing } from "~/content/landing";
import { type Catalog, metaStrings, useStrings } from "~/lib/i18n";
import type { Listing } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";
import marketplaceCss from "~/styles/marketplace.css?url";
import css from "~/styles/site.css?url";
import type { UserDto } from "../../worker/services/users";

/** Four cards: enough to show the market is alive without a long first page over 3G. */
const LATEST_LISTINGS = 4;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: css },
  { rel: "stylesheet", href: marketplaceCss },
];

// Only core strings here (no string area): the first view of the front door stays within the phone JS budget.
export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.landing.title, description: strings.home.body });
};

/** The main actions depend on who is signed in, so a signed-in page is always revalidated. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, max-age=30",
});

export async function loader({ context }: LoaderFunctionArgs) {
  const [result, user] = await Promise.all([context.api.get<Listing[]>(`/api/listings?limit=${LATEST_LISTINGS}`), getUser(context)]);
  return data(
    {
      latest: result.ok ? result.data : [],
      role: user?.role ?? null,
      lowData: user?.lowData === true || context.lite,
      now: new Date().toISOString(),
      // The English-only story travels as the page's data, not in its script (the first view's JavaScript budget).
      landing,
    },
    { headers: { "Cache-Control": user ? "private, no-cache" : "private, max-age=30" } },
  );
}

/**
 * The second main action: sellers go straight to the form, visitors sign up as a farmer and come back to it,
 * and accounts that cannot sell (buyers, admins) get what they came for instead.
 */
function secondAction(role: UserDto["role"] | null, strings: Catalog): { to: string; label: string } {
  const t = strings.home;
  if (role === "farmer" || role === "supplier") return { to: "/create-listing", label: t.sellHarvest };
  if (role === "buyer") return { to: "/orders/buying", label: t.myRequests };
  if (role === "admin") return { to: "/admin", label: strings.nav.adminPanel };
  return { to: `/register?role=farmer&redirectTo=${encodeURIComponent("/create-listing")}`, label: t.sellHarvest };
}

export default function Landing() {
  const strings = useStrings();
  const t = strings.home;
  const story = strings.landing;
  const { latest, role, lowData, now, landing } = useLoaderData<typeof loader>();
  const second = secondAction(role, strings);
  return (
    <>
      <section className="hero home-hero">
        <div className="container">
          <h1>{t.title}</h1>
          <p className="lead">{t.body}</p>
          <div className="actions">
            <Link to="/listings" className="button button-light">
              {t.findProduce}
            </Link>
            <Link to={second.to} className="button button-outline-light">
              {second.label}
            </Link>
          </div>
          {/* A plain GET form: the same search as /listings, with or without JavaScript. */}
          <Form method="get" action="/listings" role="search" className="home-search field">
            <label htmlFor="home-q">{t.searchLabel}</label>
            <div className="input-with-button">
              <input id="home-q" name="q" type="search" placeholder={t.searchPlaceholder} maxLength={200} />
              <button type="submit" className="button button-light">
                {t.search}
              </button>
            </div>
          </Form>
        </div>
      </section>

      <section className="container page" aria-labelledby="latest-title">
        <h2 id="latest-title">{t.latestTitle}</h2>
        {latest.length === 0 ? (
          <p className="muted">{t.noListings}</p>
        ) : (
          <div className="listing-grid">
            {latest.map((listing, index) => (
              // The first photo on the page loads at once, even when the newest listing has none (one sold by USSD).
              <ListingCard key={listing.id} listing={listing} now={now} eager={index === firstPhoto(latest)} lowData={lowData} />
            ))}
          </div>
        )}
        <p>
          <Link to="/listings">{t.seeAll}</Link>
        </p>
      </section>

      <ContentInEnglishNotice className="container" />
      <section className="band" aria-labelledby="story-title">
        <div className="container page split">
          <div lang="en">
            <h2 id="story-title">{landing.heroTitle}</h2>
            <p className="lead">{landing.heroBody}</p>
            <p className="actions">
              <Link to="/technology" className="button">
                {story.learnTechnology}
              </Link>
              <Link to="/contact" className="button button-ghost">
                {story.contact}
              </Link>
            </p>
          </div>
          <img src={landing.hero.src} alt={landing.hero.alt} width={640} height={400} loading="lazy" className="hero-image" />
        </div>
      </section>

      <section className="container page split" aria-labelledby="origin-title" lang="en">
        <div>
          <h2 id="origin-title">{landing.originTitle}</h2>
          {landing.origin.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img src={landing.originImage.src} alt={landing.originImage.alt} width={640} height={400} loading="lazy" />
      </section>

      <section className="band" aria-labelledby="highlights-title" lang="en">
        <div className="container page">
          <h2 id="highlights-title">{landing.highlightsTitle}</h2>
          <ul className="grid grid-3 plain-list">
            {landing.highlights.map((item) => (
              <li key={item.title} className="card">
                <h3>{item.title}</h3>
                <p className="muted">{item.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container page" aria-labelledby="timeline-title" lang="en">
        <h2 id="timeline-title">{landing.timelineTitle}</h2>
        <ol className="timeline">
          {landing.timeline.map((step) => (
            <li key={step.when}>
              <p className="timeline-when">{step.when}</p>
              <h3>{step.title}</h3>
              <p className="muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container page cta" aria-labelledby="cta-title">
        <h2 id="cta-title" lang="en">
          {landing.ctaTitle}
        </h2>
        <p lang="en">{landing.ctaBody}</p>
        <p className="actions">
          <Link to="/technology" className="button">
            {story.learnTechnology}
          </Link>
          <Link to="/contact" className="button button-ghost">
            {story.contact}
          </Link>
        </p>
      </section>
    </>
  );
}
