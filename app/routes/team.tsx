import type { MetaFunction } from "@remix-run/cloudflare";
import { team, values } from "~/content/site";
import { pageMeta } from "~/lib/seo";
import { strings } from "~/lib/strings";
import css from "~/styles/site.css?url";

const t = strings.site.team;

export const links = () => [{ rel: "stylesheet", href: css }];

export const meta: MetaFunction = () => pageMeta({ title: t.title, description: t.intro });

export default function Team() {
  return (
    <div className="container page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ul className="grid grid-3 plain-list">
        {team.map((member, position) => (
          <li key={member.name} className="card member">
            <img
              src={member.image.src}
              alt={member.image.alt}
              width={96}
              height={96}
              className="member-photo"
              loading={position < 3 ? "eager" : "lazy"}
            />
            <p className="member-role">{member.role}</p>
            <h2 className="member-name">{member.name}</h2>
            <p className="muted">{member.bio}</p>
            <h3 className="small">{t.expertise}</h3>
            <ul className="tags">
              {member.expertise.map((skill) => (
                <li key={skill} className="badge">
                  {skill}
                </li>
              ))}
            </ul>
            <p className="small muted">{t.joined(member.joined)}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="values-title" className="values">
        <h2 id="values-title">{t.valuesTitle}</h2>
        <ul className="grid grid-3 plain-list">
          {values.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p className="muted">{value.body}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="banner" aria-labelledby="join-title">
        <h2 id="join-title">{t.joinTitle}</h2>
        <p>{t.joinBody}</p>
      </section>
    </div>
  );
}
