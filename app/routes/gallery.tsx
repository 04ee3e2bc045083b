import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { ContentInEnglishNotice } from "~/components/ContentInEnglish";
import { GALLERY_PAGE_SIZE, gallery, galleryItems } from "~/content/site";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.nav.gallery, description: gallery.intro });
};

/** `?page=N` answers every item up to page N, so the no-JS link and the fetcher show the same list. */
export function loader({ request }: LoaderFunctionArgs) {
  const totalPages = Math.ceil(galleryItems.length / GALLERY_PAGE_SIZE);
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), totalPages) : 1;
  return { items: galleryItems.slice(0, page * GALLERY_PAGE_SIZE), page, hasMore: page < totalPages };
}

export default function Gallery() {
  const strings = useStrings();
  const t = strings.site.gallery;
  const initial = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof loader>();
  const current = fetcher.data && fetcher.data.page > initial.page ? fetcher.data : initial;
  const loading = fetcher.state === "loading";

  return (
    <div className="container page">
      <h1>{strings.nav.gallery}</h1>
      <ContentInEnglishNotice />
      <p className="lead" lang="en">
        {gallery.intro}
      </p>

      <section aria-labelledby="video-title" className="stack">
        <h2 id="video-title">{t.videoTitle}</h2>
        <figure className="video-figure">
          <video controls preload="none" poster={gallery.video.poster} width={320} height={180} playsInline>
            <source src={gallery.video.webm} type="video/webm" />
            <source src={gallery.video.mp4} type="video/mp4" />
            <track kind="captions" src="/media/field-growth.vtt" srcLang="en" label={t.captionsLabel} />
            {t.videoFallback}
          </video>
          <figcaption className="muted small" lang="en">
            {gallery.video.caption}
          </figcaption>
        </figure>
      </section>

      <section aria-labelledby="photos-title">
        <h2 id="photos-title">{t.photosTitle}</h2>
        <ul className="grid grid-2 plain-list gallery-grid" aria-live="polite">
          {current.items.map((item) => (
            <li key={item.id} className="card gallery-card">
              <figure>
                <img src={item.image.src} alt={item.image.alt} width={640} height={400} loading="lazy" />
                <figcaption lang="en">
                  <span className="badge badge-info">{item.category}</span>
                  <strong className="gallery-title">{item.title}</strong>
                  <span className="muted small">{item.caption}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="actions center-actions">
          {current.hasMore ? (
            <Link
              to={`?page=${current.page + 1}`}
              className="button button-ghost"
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                fetcher.load(`/gallery?page=${current.page + 1}`);
              }}
              aria-disabled={loading}
            >
              {loading ? t.loading : t.loadMore}
            </Link>
          ) : (
            <span className="muted">{t.allShown}</span>
          )}
        </p>
      </section>

      <section className="grid grid-2 gallery-ctas">
        <div className="card">
          <h2 lang="en">{gallery.tourTitle}</h2>
          <p className="muted" lang="en">
            {gallery.tourBody}
          </p>
          <Link to="/contact" className="button">
            {t.bookTour}
          </Link>
        </div>
        <div className="card">
          <h2 lang="en">{gallery.researchTitle}</h2>
          <p className="muted" lang="en">
            {gallery.researchBody}
          </p>
          <Link to="/research" className="button button-ghost">
            {t.research}
          </Link>
        </div>
      </section>
    </div>
  );
}
