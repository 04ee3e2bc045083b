import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { NewsletterBox } from "~/components/NewsletterBox";
import { BLOG_CATEGORIES, blogPosts } from "~/content/blog";
import { blogHref, blogPage } from "~/lib/blog";
import { readForm } from "~/lib/form-key";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.site.blog.title, description: strings.site.blog.intro });
};

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return blogPage(blogPosts, params.get("category"), params.get("page"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const strings = await requestStrings(request, context);
  const n = strings.site.newsletter;
  const form = await readForm(request, context);
  const result = await context.api.post("/api/newsletter", { email: field(form, "email") });
  if (result.ok) return { newsletter: { ok: true, message: n.subscribed } };
  if (result.status === 409) return { newsletter: { ok: true, message: n.already } };
  return data({ newsletter: { ok: false, message: apiErrorMessage(strings, result.error, n.failed) } }, { status: result.status });
}

export default function Blog() {
  const strings = useStrings();
  const t = strings.site.blog;
  const months = strings.dates.months;
  const { category, page, totalPages, featured, grid } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <ContentInEnglishNotice />

      <nav aria-label={t.categories} className="chips" lang="en">
        {BLOG_CATEGORIES.map((name) => (
          <Link key={name} to={blogHref(name)} className="chip" aria-current={name === category ? "page" : undefined}>
            {name}
          </Link>
        ))}
      </nav>

      {featured ? (
        <article className="card featured-post" aria-labelledby="featured-title">
          <img src={featured.image} alt={featured.imageAlt} width={640} height={400} />
          <div>
            <p className="small">
              <span className="badge badge-info" lang="en">
                {featured.category}
              </span>{" "}
              {t.featured} · {formatDate(months, featured.date)}
            </p>
            <h2 id="featured-title" lang="en">
              {featured.title}
            </h2>
            <p lang="en">{featured.excerpt}</p>
            <h3 className="small">{t.highlights}</h3>
            <ul lang="en">
              {featured.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <Link to={`/posts/${featured.id}`} className="button">
              {t.readMore}
            </Link>
          </div>
        </article>
      ) : null}

      {grid.length > 0 ? (
        <ul className="grid grid-2 plain-list post-grid">
          {grid.map((post) => (
            <li key={post.id} className="card post-card">
              <img src={post.image} alt={post.imageAlt} width={640} height={400} loading="lazy" />
              <p className="small">
                <span className="badge badge-info" lang="en">
                  {post.category}
                </span>{" "}
                {formatDate(months, post.date)}
              </p>
              <h2 className="post-title" lang="en">
                <Link to={`/posts/${post.id}`}>{post.title}</Link>
              </h2>
              <p className="muted" lang="en">
                {post.excerpt}
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      {totalPages > 1 ? (
        <nav aria-label={t.pagination} className="pagination">
          {page > 1 ? (
            <Link to={blogHref(category, page - 1)} rel="prev">
              {t.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className="muted">
              {t.previous}
            </span>
          )}
          {Array.from({ length: totalPages }, (_, i) => i + 1).map((number) => (
            <Link
              key={number}
              to={blogHref(category, number)}
              aria-label={t.page(number)}
              aria-current={number === page ? "page" : undefined}
            >
              {number}
            </Link>
          ))}
          {page < totalPages ? (
            <Link to={blogHref(category, page + 1)} rel="next">
              {t.next}
            </Link>
          ) : (
            <span aria-disabled="true" className="muted">
              {t.next}
            </span>
          )}
        </nav>
      ) : null}

      <NewsletterBox />
    </div>
  );
}
