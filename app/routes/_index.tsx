import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { landing } from "~/content/site";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;
// No data; a server loader keeps the page server-rendered (a clientLoader alone would defer it to the browser).
export const loader = () => null;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.landing.title, description: strings.landing.heroBody });
};

export default function Landing() {
  const t = useStrings().site.landing;
  return (
    <>
      <ContentInEnglishNotice className="container" />
      <section className="hero">
        <div className="container hero-inner hero-split">
          <div>
            <h1 lang="en">{landing.heroTitle}</h1>
            <p className="lead" lang="en">
              {landing.heroBody}
            </p>
            <div className="actions">
              <Link to="/technology" className="button button-light">
                {t.learnTechnology}
              </Link>
              <Link to="/contact" className="button button-outline-light">
                {t.contact}
              </Link>
            </div>
          </div>
          <img src={landing.hero.src} alt={landing.hero.alt} width={640} height={400} className="hero-image" fetchPriority="high" />
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
            {t.learnTechnology}
          </Link>
          <Link to="/contact" className="button button-ghost">
            {t.contact}
          </Link>
        </p>
      </section>
    </>
  );
}
