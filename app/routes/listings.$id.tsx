import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Alert, Field, TextareaField } from "~/components/forms";
import { ListingPhoto } from "~/components/ListingPhoto";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { categoryLabel, type Listing, listingStatusLabel, priceWithUnit, whatsappDigits } from "~/lib/marketplace";
import { pageMeta } from "~/lib/seo";
import { getUser, requireUser } from "~/lib/session.server";
import css from "~/styles/marketplace.css?url";
import { MAX_QUANTITY, MAX_UNIT_PRICE_NAIRA } from "../../worker/domain";
import { isId } from "../../worker/ids";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, {
    title: data?.listing?.title ?? strings.marketplace.detail.notFound,
    description: data?.listing ? data.listing.description.slice(0, 160) || data.listing.title : undefined,
    image: data?.listing?.image_details[0]?.thumbnail_url,
  });
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const user = await getUser(context);
  if (!isId(id)) return data({ listing: null, user, shareUrl: "", lowData: false }, { status: 404 });
  const result = await context.api.get<Listing>(`/api/listings/${id}`);
  if (result.status === 404) return data({ listing: null, user, shareUrl: "", lowData: false }, { status: 404 });
  if (!result.ok) throw redirect("/listings");
  const url = new URL(request.url);
  return {
    listing: result.data,
    user,
    shareUrl: `${url.origin}/listings/${result.data.id}`,
    lowData: user?.lowData === true || context.lite,
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const result = await context.api.post(`/api/listings/user/listing${params.id}/request`, {
    quantity: field(form, "quantity"),
    offeredPrice: field(form, "offeredPrice"),
    message: field(form, "message"),
  });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data(
      {
        error: apiErrorMessage(strings, result.error, strings.marketplace.detail.requestFailed),
        fields: apiFieldErrors(strings, result.error),
        values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
      },
      { status: result.status },
    );
  }
  return redirect(`/listings/${params.id}?sent=1`);
}

export default function ListingDetail() {
  const strings = useStrings();
  const t = strings.marketplace.detail;
  const { listing, user, shareUrl, lowData } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const requestOpenWithoutJs = searchParams.get("request") === "1" || Boolean(actionData?.error);

  useEffect(() => {
    // With JavaScript the inline form becomes a modal; a failed send reopens it with the error.
    if (actionData?.error && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [actionData]);
  const sent = searchParams.get("sent") === "1";
  useEffect(() => {
    if (sent && dialog.current?.open) dialog.current.close();
  }, [sent]);

  if (!listing) {
    return (
      <section className="container page narrow">
        <h1>{t.notFound}</h1>
        <p>{t.notFoundBody}</p>
        <Link to="/listings" className="button">
          ← {t.back}
        </Link>
      </section>
    );
  }

  const isOwner = user?.id === listing.user_id;
  const isBuyer = user?.role === "buyer" && !isOwner;
  const phoneDigits = whatsappDigits(listing.seller_phone);
  const whatsappHref = phoneDigits
    ? `https://wa.me/${phoneDigits}?text=${encodeURIComponent(t.whatsappText(listing.title, shareUrl))}`
    : null;
  const sending = navigation.state === "submitting";

  return (
    <section className="container page">
      <p>
        <Link to="/listings">← {t.back}</Link>
      </p>
      <Alert kind="success">{sent ? t.requestSent : null}</Alert>
      <div className="listing-detail">
        <div className="listing-photos">
          {listing.image_details.map((image, index) => (
            <ListingPhoto
              key={image.url}
              src={image.url}
              alt={t.images(listing.title, index)}
              width={image.width ?? 800}
              height={image.height ?? 600}
              eager={index === 0}
              lowData={lowData}
            />
          ))}
        </div>
        <div className="stack">
          <span className="badge badge-info">{categoryLabel(strings, listing.category)}</span>
          <h1>{listing.title}</h1>
          <p className="price-big">{priceWithUnit(strings, listing)}</p>
          {listing.status !== "approved" || listing.is_frozen ? (
            <p className="alert">
              {t.statusLabel}: {listing.is_frozen ? strings.marketplace.myListings.frozen : listingStatusLabel(strings, listing.status)}.{" "}
              {t.notPublic}
            </p>
          ) : null}
          <dl className="facts">
            {listing.quantity !== null ? (
              <>
                <dt>{t.quantity}</dt>
                <dd>{strings.marketplace.quantityOf(listing.quantity, listing.price_unit)}</dd>
              </>
            ) : null}
            {listing.location ? (
              <>
                <dt>{t.location}</dt>
                <dd>{listing.location}</dd>
              </>
            ) : null}
            <dt>{t.posted}</dt>
            <dd>{formatDate(strings.dates.months, listing.created_at)}</dd>
          </dl>
          {listing.description ? (
            <>
              <h2>{t.description}</h2>
              <p className="pre-line">{listing.description}</p>
            </>
          ) : null}
          <div className="card">
            <h2>{t.seller}</h2>
            <dl className="facts">
              <dt>{t.sellerName}</dt>
              <dd>
                {listing.seller_name} {listing.seller_verified ? <VerifiedBadge /> : null}
              </dd>
              <dt>{t.phone}</dt>
              <dd>{listing.seller_phone ?? t.noPhone}</dd>
              {listing.seller_location ? (
                <>
                  <dt>{t.sellerLocation}</dt>
                  <dd>{listing.seller_location}</dd>
                </>
              ) : null}
            </dl>
          </div>

          {!user ? (
            <div className="card">
              <p>{t.loginPrompt}</p>
              <div className="actions">
                <Link to={`/login?redirectTo=${encodeURIComponent(`/listings/${listing.id}`)}`} className="button">
                  {t.login}
                </Link>
                <Link to="/register?role=buyer" className="button button-ghost">
                  {t.register}
                </Link>
              </div>
            </div>
          ) : null}
          {isOwner ? (
            <p className="muted">
              {t.ownListing} <Link to="/view-listings">{t.manage}</Link>
            </p>
          ) : null}
          {isBuyer ? (
            <div className="stack">
              <div className="actions">
                <Link
                  to="?request=1#request-form"
                  preventScrollReset
                  className="button"
                  onClick={(event) => {
                    if (!dialog.current || dialog.current.open) return;
                    event.preventDefault();
                    dialog.current.showModal();
                  }}
                >
                  {t.sendRequest}
                </Link>
                {whatsappHref ? (
                  <a href={whatsappHref} className="button button-ghost" target="_blank" rel="noopener noreferrer">
                    {t.whatsappSeller}
                  </a>
                ) : null}
                {phoneDigits ? (
                  <>
                    <a href={`tel:+${phoneDigits}`} className="button button-ghost button-small">
                      {t.call}
                    </a>
                    <a
                      href={`sms:+${phoneDigits}?body=${encodeURIComponent(t.whatsappText(listing.title, shareUrl))}`}
                      className="button button-ghost button-small"
                    >
                      {t.sms}
                    </a>
                  </>
                ) : null}
              </div>
              {!phoneDigits ? <p className="small muted">{t.noPhoneToMessage}</p> : null}
              <dialog
                ref={dialog}
                id="request-form"
                className={`request-dialog${requestOpenWithoutJs ? " inline-dialog" : ""}`}
                open={requestOpenWithoutJs || undefined}
                aria-labelledby="request-title"
              >
                <h2 id="request-title">{t.requestTitle}</h2>
                <Alert kind="error">{actionData?.error}</Alert>
                <Form method="post" className="stack" action={`/listings/${listing.id}`}>
                  <Field
                    id="quantity"
                    name="quantity"
                    type="number"
                    label={t.requestQuantity}
                    min="0.001"
                    max={String(Math.min(listing.quantity ?? MAX_QUANTITY, MAX_QUANTITY))}
                    step="0.001"
                    required
                    error={actionData?.fields?.quantity}
                    defaultValue={actionData?.values?.quantity ?? ""}
                  />
                  <Field
                    id="offeredPrice"
                    name="offeredPrice"
                    type="number"
                    label={t.requestOfferedPrice}
                    min="0"
                    max={String(MAX_UNIT_PRICE_NAIRA)}
                    step="0.01"
                    error={actionData?.fields?.offeredPrice}
                    defaultValue={actionData?.values?.offeredPrice ?? ""}
                  />
                  <TextareaField
                    id="message"
                    name="message"
                    label={t.requestMessage}
                    rows={3}
                    maxLength={1000}
                    error={actionData?.fields?.message}
                    defaultValue={actionData?.values?.message ?? ""}
                  />
                  <div className="actions">
                    <button type="submit" className="button" disabled={sending}>
                      {sending ? t.requestSending : t.requestSubmit}
                    </button>
                    <Link
                      to={`/listings/${listing.id}`}
                      className="button button-ghost"
                      onClick={(event) => {
                        if (!dialog.current?.open || requestOpenWithoutJs) return;
                        event.preventDefault();
                        dialog.current.close();
                      }}
                    >
                      {t.cancel}
                    </Link>
                  </div>
                </Form>
              </dialog>
            </div>
          ) : null}

          <aside className="card">
            <h2>{t.safetyTitle}</h2>
            <ul>
              {t.safetyTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </section>
  );
}
