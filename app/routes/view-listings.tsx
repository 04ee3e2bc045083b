import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { ListingFields } from "~/components/ListingFields";
import { ListingPhotosEditor } from "~/components/ListingPhotosEditor";
import { ModerationNotice } from "~/components/ModerationNotice";
import { Notice } from "~/components/Notice";
import { readForm } from "~/lib/form-key";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { LISTING_FIELDS, type ListingFieldValues, listingFieldValues, listingFieldValuesFrom, listingWireName } from "~/lib/listing-fields";
import { isPhotoIntent, photoAction } from "~/lib/listing-photos.server";
import { type Listing, listingStatusChip, nextPageHref, priceWithUnit } from "~/lib/marketplace";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { INPUT_FIELD_NAMES } from "../../worker/domain";
import { isExpired, todayInNigeria } from "../../worker/expiry";
import { isId } from "../../worker/ids";

const SELLER_PAGE_ROLES = ["farmer", "supplier", "admin"] as const;

// An admin's reason for a rejection or a freeze uses the `sellers` strings, the edit form's registration details
// and the "Expired" mark the `inputs` strings, Pause and Resume the `orders` strings: each its own chunk in the browser.
const area = areaRoute("sellers", "inputs", "orders", "prices");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.marketplace.myListings.title });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, SELLER_PAGE_ROLES);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? "";
  const query = new URLSearchParams({ limit: "50" });
  if (isId(cursor)) query.set("cursor", cursor);
  const result = await context.api.get<Listing[]>(`/api/listings/user/my-listings?${query}`);
  return {
    user,
    listings: result.ok ? result.data : [],
    next: result.ok ? nextPageHref(result.headers.get("link"), "/view-listings") : null,
    canCreate: user.role === "farmer" || user.role === "supplier",
    today: todayInNigeria(new Date()),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, SELLER_PAGE_ROLES);
  const strings = await requestStrings(request, context);
  const t = strings.marketplace.myListings;
  const form = await readForm(request, context);
  const id = field(form, "id");
  const none = { fields: {} as Record<string, string>, values: null as ListingFieldValues | null };
  if (!isId(id)) return data({ intent: "none", id, error: t.updateFailed(), ...none }, { status: 400 });
  const intent = field(form, "intent");
  if (isPhotoIntent(intent)) return photoAction(context, strings, intent, id, form);
  if (intent === "delete") {
    const result = await context.api.delete(`/api/listings/user/listings/${id}`);
    if (!result.ok) return data({ intent: "delete", id, error: t.deleteFailed, ...none }, { status: result.status });
    return redirect(withNotice("/view-listings", "listing-deleted"));
  }
  if (intent === "pause" || intent === "resume") {
    const result = await context.api.put(`/api/listings/user/listings/${id}/${intent}`, {});
    if (!result.ok) {
      const message = apiErrorMessage(strings, result.error, "");
      return data({ intent, id, error: t.updateFailed(message || undefined), ...none }, { status: result.status });
    }
    return redirect(withNotice("/view-listings", intent === "pause" ? "listing-paused" : "listing-resumed", `listing-${id}`));
  }
  const body = Object.fromEntries([
    ...LISTING_FIELDS.map((definition) => [listingWireName(definition, "edit"), field(form, listingWireName(definition, "edit"))]),
    // A blank detail clears it; the API refuses details outside seeds and chemicals only when they are filled in.
    ...INPUT_FIELD_NAMES.map((name) => [name, field(form, name)]),
    // What the form showed: orders accepted since keep their share when the seller left the quantity alone.
    ["quantity_seen", field(form, "quantity_seen")],
  ]);
  const result = await context.api.put(`/api/listings/user/listings/${id}`, body);
  if (!result.ok) {
    const message = apiErrorMessage(strings, result.error, "");
    return data(
      {
        intent: "update",
        id,
        error: t.updateFailed(message || undefined),
        fields: apiFieldErrors(strings, result.error),
        values: listingFieldValuesFrom(form, "edit"),
      },
      { status: result.status },
    );
  }
  return redirect(withNotice("/view-listings", "listing-updated", `listing-${id}`));
}

function EditForm({ listing, values, errors }: { listing: Listing; values: ListingFieldValues; errors: Record<string, string> }) {
  const t = useStrings().marketplace.myListings;
  const navigation = useNavigation();
  return (
    <Form method="post" action="/view-listings" className="stack">
      <FormKey />
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={listing.id} />
      <input type="hidden" name="quantity_seen" value={listing.quantity ?? ""} />
      <ListingFields values={values} errors={errors} naming="edit" idSuffix={listing.id} />
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
  const strings = useStrings();
  const m = strings.marketplace;
  const t = m.myListings;
  const { listings, next, canCreate, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const editId = Number(
    searchParams.get("edit") ?? (actionData?.intent === "update" || actionData?.intent === "photo" ? actionData.id : 0),
  );
  const deleteId = Number(searchParams.get("delete") ?? 0);
  const editing = listings.find((listing) => listing.id === editId) ?? null;
  // After a refused save the form shows what the seller typed and the API's field errors.
  const refused = actionData?.intent === "update" && editing !== null && Number(actionData.id) === editing.id;
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
      <Alert kind="error">{actionData?.error}</Alert>
      {deleting ? (
        <div className="card stack" role="alertdialog" aria-labelledby="confirm-delete">
          <p id="confirm-delete">{t.confirmDelete(deleting.title)}</p>
          <Form method="post" action="/view-listings" className="actions">
            <FormKey />
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
        <dialog open className="request-dialog inline-dialog" aria-labelledby="edit-title" id="edit-listing">
          <h2 id="edit-title">{t.editTitle}</h2>
          <Notice at="edit-listing" />
          <EditForm
            listing={editing}
            values={refused ? (actionData?.values ?? listingFieldValues(editing)) : listingFieldValues(editing)}
            errors={refused ? (actionData?.fields ?? {}) : {}}
          />
          <ListingPhotosEditor listing={editing} />
        </dialog>
      ) : null}
      {listings.length === 0 ? (
        <p className="card">{t.empty}</p>
      ) : (
        <div className="stack">
          {listings.map((listing) => {
            const chip = listingStatusChip(strings, listing.status);
            const image = listing.image_details[0];
            return (
              <article key={listing.id} className="card my-listing" id={`listing-${listing.id}`}>
                {image ? (
                  <img src={image.thumbnail_url} alt={listing.title} width={96} height={72} loading="lazy" decoding="async" />
                ) : (
                  <div className="listing-card-noimage small">{m.browse.noImage}</div>
                )}
                <div className="stack">
                  <Notice at={`listing-${listing.id}`} />
                  <h2>{listing.title}</h2>
                  <p className="small">
                    <span className={chip.className}>{chip.label}</span>{" "}
                    {listing.is_frozen ? <span className="badge badge-error">{t.frozen}</span> : null}{" "}
                    {isExpired(listing.expiry_date, today) ? <span className="badge badge-error">{strings.inputs.expired}</span> : null}
                  </p>
                  <p className="small muted">
                    {[listing.location, t.posted(formatDate(strings.dates.months, listing.created_at)), priceWithUnit(strings, listing)]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                  <ModerationNotice listing={listing} />
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
                    {(listing.status === "approved" || listing.status === "paused") && !listing.is_frozen ? (
                      <Form method="post" action="/view-listings" className="inline-form">
                        <FormKey />
                        <input type="hidden" name="id" value={listing.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={listing.status === "paused" ? "resume" : "pause"}
                          className="button button-small button-ghost"
                          aria-label={`${listing.status === "paused" ? strings.orders.resume : strings.orders.pause}: ${listing.title}`}
                        >
                          {listing.status === "paused" ? strings.orders.resume : strings.orders.pause}
                        </button>
                      </Form>
                    ) : null}
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
        <nav className="pager" aria-label={m.pagesLabel}>
          <Link to={next} className="button button-ghost" rel="next">
            {t.more}
          </Link>
        </nav>
      ) : null}
    </section>
  );
}
