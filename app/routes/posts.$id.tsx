import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentInEnglish } from "~/components/ContentInEnglish";
import { findBlogPost } from "~/content/blog";
import { formatDate } from "~/lib/format";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";
import { isId } from "../../worker/ids";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const strings = metaStrings(matches);
  return data ? pageMeta(strings, { title: data.post.title, description: data.post.excerpt }) : notFoundMeta(strings);
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = isId(params.id) ? Number(params.id) : 0;
  const post = findBlogPost(id);
  if (!post) throw new Response((await requestStrings(request, context)).site.notFoundPost, { status: 404 });
  return { post };
}

export default function Post() {
  const strings = useStrings();
  const t = strings.site.blog;
  const { post } = useLoaderData<typeof loader>();
  return (
    <article className="container page narrow-article">
      <p>
        <Link to="/blog">{t.back}</Link>
      </p>
      <p className="small">
        <span className="badge badge-info" lang="en">
          {post.category}
        </span>{" "}
        {formatDate(strings.dates.months, post.date)} · {t.by(post.author)}
      </p>
      <ContentInEnglish>
        <h1>{post.title}</h1>
        <img src={post.image} alt={post.imageAlt} width={640} height={400} />
        <p className="lead">{post.excerpt}</p>
        {post.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </ContentInEnglish>
      <h2>{t.highlights}</h2>
      <ul lang="en">
        {post.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </article>
  );
}
