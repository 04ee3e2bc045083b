import { Form, useNavigation } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { useStrings } from "~/lib/i18n";
import type { Listing } from "~/lib/marketplace";
import { MAX_LISTING_IMAGES } from "../../worker/domain";

/** The order with the photo at `from` swapped with its neighbour at `to`, as the comma-separated ids the action sends. */
function swapped(ids: number[], from: number, to: number): string {
  const order = [...ids];
  [order[from], order[to]] = [order[to] as number, order[from] as number];
  return order.join(",");
}

/**
 * A listing's photos in the edit dialog: each button is its own small form to the page's action, so removing,
 * moving and adding work the same with JavaScript off.
 */
export function ListingPhotosEditor({ listing }: { listing: Listing }) {
  const t = useStrings().sellers.photos;
  const busy = useNavigation().state === "submitting";
  const photos = listing.image_details;
  const ids = photos.map((photo) => photo.id);
  const move = (index: number, to: number, label: string) => (
    <Form method="post" action="/view-listings" className="inline-form">
      <FormKey />
      <input type="hidden" name="intent" value="photo-move" />
      <input type="hidden" name="id" value={listing.id} />
      <input type="hidden" name="image_ids" value={swapped(ids, index, to)} />
      <button type="submit" className="button button-small button-ghost" disabled={busy} aria-label={`${label}: ${t.photo(index + 1)}`}>
        {label}
      </button>
    </Form>
  );
  return (
    <section className="stack photo-editor" aria-labelledby={`photos-${listing.id}`}>
      <h3 id={`photos-${listing.id}`}>{t.title}</h3>
      <p className="small muted">{t.backToReview}</p>
      {photos.length === 0 ? <p className="small">{t.none}</p> : null}
      <ol className="photo-editor-list">
        {photos.map((photo, index) => (
          <li key={photo.id} className="photo-editor-item">
            <img src={photo.thumbnail_url} alt={t.photo(index + 1)} width={96} height={72} loading="lazy" decoding="async" />
            <span className="small">{t.photo(index + 1)}</span>
            <div className="actions">
              <Form method="post" action="/view-listings" className="inline-form">
                <FormKey />
                <input type="hidden" name="intent" value="photo-remove" />
                <input type="hidden" name="id" value={listing.id} />
                <input type="hidden" name="image_id" value={photo.id} />
                <button
                  type="submit"
                  className="button button-small button-danger"
                  disabled={busy}
                  aria-label={`${t.remove}: ${t.photo(index + 1)}`}
                >
                  {t.remove}
                </button>
              </Form>
              {index > 0 ? move(index, index - 1, t.earlier) : null}
              {index < photos.length - 1 ? move(index, index + 1, t.later) : null}
            </div>
          </li>
        ))}
      </ol>
      {photos.length >= MAX_LISTING_IMAGES ? (
        <p className="small muted">{t.full(MAX_LISTING_IMAGES)}</p>
      ) : (
        <Form method="post" action="/view-listings" encType="multipart/form-data" className="stack">
          <FormKey />
          <input type="hidden" name="intent" value="photo-add" />
          <input type="hidden" name="id" value={listing.id} />
          <label htmlFor={`photo-add-${listing.id}`}>{t.choose}</label>
          <input id={`photo-add-${listing.id}`} type="file" name="images" accept="image/jpeg,image/png,image/gif,image/webp" required />
          <div className="actions">
            <button type="submit" className="button button-small" disabled={busy}>
              {t.add}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
