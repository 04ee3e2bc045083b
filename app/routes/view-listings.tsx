import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { type Listing, listingStatusChip, nextPageHref, priceWithUnit } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import { strings } from "~/lib/strings";
import css from "~/styles/marketplace.css?url";
import { LISTING_CATEGORIES, PRICE_UNITS } from "../../worker/domain";

const m = strings.marketplace;
const t = m.myListings;
const SELLER_PAGE_ROLES = ["farmer", "supplier", "admin"] as const;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction = () => pageMeta({ title: "My Listings" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, SELLER_PAGE_ROLES);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: "50" });
  if (/^[1-9][0-9]{0,15}$/.test(cursor)) query.set("cursor", cursor);
  const result = await context.api.get<Listing[]>(`/api/listings/user/my-listings?${query}`);
  return {
    user,
    listings: result.ok ? result.data : [],
    next: result.ok ? nextPageHref(result.headers.get("link"), "/view-listings") : null,
    canCreate: user.role === "farmer" || user.role === "supplier",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, SELLER_PAGE_ROLES);
  const form = await request.formData();
  const id = field(form, "id");
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return data({ intent: "none", id, error: t.updateFailed() }, { status: 400 });
  if (field(form, "intent") === "delete") {
    const result = await context.api.delete(`/api/listings/user/listings/${id}`);
    if (!result.ok) return data({ intent: "delete", id, error: t.deleteFailed }, { status: result.status });
    return redirect("/view-listings?deleted=1");
  }
  const result = await context.api.put(`/api/listings/user/listings/${id}`, {
    title: field(form, "title"),
    description: field(form, "description"),
    location: field(form, "location"),
    category: field(form, "category"),
    price: field(form, "price"),
    price_unit: field(form, "price_unit"),
    quantity: field(form, "quantity"),
  });
  if (!result.ok) {
    const message = apiErrorMessage(result.error, "");
    return data({ intent: "update", id, error: t.updateFailed(message || undefined) }, { status: result.status });
  }
  return redirect("/view-listings?updated=1");
}

function EditForm({ listing }: { listing: Listing }) {
  const navigation = useNavigation();
  return (
    <Form method="post" action="/view-listings" className="stack">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={listing.id} />
      <div className="field">
        <label htmlFor={`title-${listing.id}`}>{m.create.fieldTitle}</label>
        <input id={`title-${listing.id}`} name="title" required maxLength={120} defaultValue={listing.title} />
      </div>
      <div className="field">
        <label htmlFor={`description-${listing.id}`}>{m.create.fieldDescription}</label>
        <textarea id={`description-${listing.id}`} name="description" rows={3} maxLength={5000} defaultValue={listing.description} />
      </div>
      <div className="field">
        <label htmlFor={`location-${listing.id}`}>{m.create.fieldLocation}</label>
        <input id={`location-${listing.id}`} name="location" maxLength={120} defaultValue={listing.location} />
      </div>
      <div className="field">
        <label htmlFor={`category-${listing.id}`}>{m.create.fieldCategory}</label>
        <select id={`category-${listing.id}`} name="category" defaultValue={listing.category}>
          {LISTING_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {m.categories[category]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-2">
        <div className="field">
          <label htmlFor={`price-${listing.id}`}>{m.create.fieldPrice}</label>
          <input id={`price-${listing.id}`} name="price" type="number" min="0" step="0.01" defaultValue={listing.price} />
        </div>
        <div className="field">
          <label htmlFor={`unit-${listing.id}`}>{m.create.fieldUnit}</label>
          <select id={`unit-${listing.id}`} name="price_unit" defaultValue={listing.price_unit}>
            {PRICE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {m.units[unit]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`quantity-${listing.id}`}>{m.create.fieldQuantity}</label>
        <input id={`quantity-${listing.id}`} name="quantity" type="number" min="0" step="any" defaultValue={listing.quantity ?? ""} />
      </div>
      {listing.status === "approved" ? <p className="small muted">{t.reviewAgain}</p> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t.save}
        </button>
        <Link to="/view-listings" className="button button-ghost">
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}

export default function MyListings() {
  const { listings, next, canCreate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const editId = Number(searchParams.get("edit") ?? (actionData?.intent === "update" ? actionData.id : 0));
  const deleteId = Number(searchParams.get("delete") ?? 0);
  const editing = listings.find((listing) => listing.id === editId) ?? null;
  const deleting = listings.find((listing) => listing.id === deleteId) ?? null;

  return (
    <section className="container page">
      <div className="actions" style={{ justifyContent: "space-between" }}>
        <h1>{t.title}</h1>
        {canCreate ? (
          <Link to="/create-listing" className="button">
            {t.create}
          </Link>
        ) : null}
      </div>
      <p className="muted">{t.subtitle}</p>
      {searchParams.get("updated") === "1" ? (
        <div className="alert alert-success" role="status">
          {t.updated}
        </div>
      ) : null}
      {searchParams.get("deleted") === "1" ? (
        <div className="alert alert-success" role="status">
          {t.deleted}
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="alert alert-error" role="alert">
          {actionData.error}
        </div>
      ) : null}
      {deleting ? (
        <div className="card stack" role="alertdialog" aria-labelledby="confirm-delete">
          <p id="confirm-delete">{t.confirmDelete(deleting.title)}</p>
          <Form method="post" action="/view-listings" className="actions">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deleting.id} />
            <button type="submit" className="button button-danger">
              {t.confirmYes}
            </button>
            <Link to="/view-listings" className="button button-ghost">
              {t.cancel}
            </Link>
          </Form>
        </div>
      ) : null}
      {editing ? (
        // The edit form opens as a dialog in the page (?edit=id), so it works the same with JavaScript off.
        <dialog open className="request-dialog inline-dialog" aria-labelledby="edit-title">
          <h2 id="edit-title">{t.editTitle}</h2>
          <EditForm listing={editing} />
        </dialog>
      ) : null}
      {listings.length === 0 ? (
        <p className="card">{t.empty}</p>
      ) : (
        <div className="stack">
          {listings.map((listing) => {
            const chip = listingStatusChip(listing.status);
            const image = listing.image_details[0];
            return (
              <article key={listing.id} className="card my-listing">
                {image ? (
                  <img src={image.thumbnail_url} alt={listing.title} width={96} height={72} loading="lazy" decoding="async" />
                ) : (
                  <div className="listing-card-noimage small">{m.browse.noImage}</div>
                )}
                <div className="stack">
                  <h2>{listing.title}</h2>
                  <p className="small">
                    <span className={chip.className}>{chip.label}</span>{" "}
                    {listing.is_frozen ? <span className="badge badge-error">{t.frozen}</span> : null}
                  </p>
                  <p className="small muted">
                    {[listing.location, t.posted(formatDate(listing.created_at)), priceWithUnit(listing)].filter(Boolean).join(" · ")}
                  </p>
                  <div className="actions">
                    <Link
                      to={`/listings/${listing.id}`}
                      className="button button-small button-ghost"
                      aria-label={`${t.view}: ${listing.title}`}
                    >
                      {t.view}
                    </Link>
                    <Link
                      to={`/view-listings?edit=${listing.id}`}
                      className="button button-small"
                      aria-label={`${t.edit}: ${listing.title}`}
                    >
                      {t.edit}
                    </Link>
                    <Link
                      to={`/view-listings?delete=${listing.id}`}
                      className="button button-small button-danger"
                      aria-label={`${t.delete}: ${listing.title}`}
                    >
                      {t.delete}
                    </Link>
                  </div>
                </div>
              </article>
            );
          })}
        </div>
      )}
      {next ? (
        <nav className="pager" aria-label="Pages">
          <Link to={next} className="button button-ghost" rel="next">
            {t.more}
          </Link>
        </nav>
      ) : null}
    </section>
  );
}
