import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Carousel } from "~/components/Carousel";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { projects } from "~/content/site";
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
  return pageMeta(strings, { title: strings.site.projects.title, description: strings.site.projects.intro });
};

export default function Projects() {
  const t = useStrings().site.projects;
  return (
    <div className="container page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ContentInEnglishNotice />
      {projects.map((project) => (
        <article key={project.slug} className="card project" aria-labelledby={`project-${project.slug}`} data-project={project.slug}>
          <div className="project-media">
            <Carousel images={project.images} label={t.gallery(project.name)} />
          </div>
          <div className="project-body">
            <h2 id={`project-${project.slug}`} lang="en">
              {project.name}
            </h2>
            <p lang="en">{project.description}</p>
            <h3>{t.statistics}</h3>
            <dl className="stats" lang="en">
              {project.stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
            <h3>{t.milestones}</h3>
            <ul className="milestones" lang="en">
              {project.milestones.map((milestone) => (
                <li key={milestone.what}>
                  <strong>{milestone.when}</strong> {milestone.what}
                </li>
              ))}
            </ul>
            <p>
              <Link to={project.link} lang="en">
                {project.linkLabel}
              </Link>
            </p>
          </div>
        </article>
      ))}
      <p className="actions">
        <Link to="/contact" className="button">
          {t.partner}
        </Link>
        <Link to="/invest" className="button button-ghost">
          {t.invest}
        </Link>
      </p>
    </div>
  );
}
