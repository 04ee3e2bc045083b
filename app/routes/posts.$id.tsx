import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { findBlogPost } from "~/content/blog";
import { formatDate } from "~/lib/format";
import { notFoundMeta, pageMeta } from "~/lib/seo";
import { strings } from "~/lib/strings";
import css from "~/styles/site.css?url";
import { isId } from "../../worker/ids";

const t = strings.site.blog;

export const links = () => [{ rel: "stylesheet", href: css }];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.post.title, description: data.post.excerpt }) : notFoundMeta();

export function loader({ params }: LoaderFunctionArgs) {
  const id = isId(params.id) ? Number(params.id) : 0;
  const post = findBlogPost(id);
  if (!post) throw new Response(strings.site.notFoundPost, { status: 404 });
  return { post };
}

export default function Post() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <article className="container page narrow-article">
      <p>
        <Link to="/blog">{t.back}</Link>
      </p>
      <p className="small">
        <span className="badge badge-info">{post.category}</span> {formatDate(post.date)} · {t.by(post.author)}
      </p>
      <h1>{post.title}</h1>
      <img src={post.image} alt={post.imageAlt} width={640} height={400} />
      <p className="lead">{post.excerpt}</p>
      {post.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <h2>{t.highlights}</h2>
      <ul>
        {post.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </article>
  );
}
