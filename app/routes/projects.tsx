import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Carousel } from "~/components/Carousel";
import { projects } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { strings } from "~/lib/strings";
import css from "~/styles/site.css?url";

const t = strings.site.projects;

export const links = () => [{ rel: "stylesheet", href: css }];

export const meta: MetaFunction = () => pageMeta({ title: t.title, description: t.intro });

export default function Projects() {
  return (
    <div className="container page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      {projects.map((project) => (
        <article key={project.slug} className="card project" aria-labelledby={`project-${project.slug}`} data-project={project.slug}>
          <div className="project-media">
            <Carousel images={project.images} label={t.gallery(project.name)} />
          </div>
          <div className="project-body">
            <h2 id={`project-${project.slug}`}>{project.name}</h2>
            <p>{project.description}</p>
            <h3>{t.statistics}</h3>
            <dl className="stats">
              {project.stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
            <h3>{t.milestones}</h3>
            <ul className="milestones">
              {project.milestones.map((milestone) => (
                <li key={milestone.what}>
                  <strong>{milestone.when}</strong> {milestone.what}
                </li>
              ))}
            </ul>
            <p>
              <Link to={project.link}>{project.linkLabel}</Link>
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
