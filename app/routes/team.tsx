import type { MetaFunction } from "@remix-run/cloudflare";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { team, values } from "~/content/site";
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
  return pageMeta(strings, { title: strings.site.team.title, description: strings.site.team.intro });
};

export default function Team() {
  const t = useStrings().site.team;
  return (
    <div className="container page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ContentInEnglishNotice />
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
            <p className="member-role" lang="en">
              {member.role}
            </p>
            <h2 className="member-name">{member.name}</h2>
            <p className="muted" lang="en">
              {member.bio}
            </p>
            <h3 className="small">{t.expertise}</h3>
            <ul className="tags" lang="en">
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
            <li key={value.title} className="card" lang="en">
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
