import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Fact, Facts, Whole } from "~/components/Facts";
import { InputDetails } from "~/components/InputDetails";
import { ListingPhoto } from "~/components/ListingPhoto";
import { ModerationNotice } from "~/components/ModerationNotice";
import { PurchaseRequestForm, type RequestFormState } from "~/components/PurchaseRequestForm";
import { ReportLink } from "~/components/ReportLink";
import { SellerFigures } from "~/components/SellerFigures";
import { SendMessage } from "~/components/SendMessage";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { readForm } from "~/lib/form-key";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { inputDetailsView } from "~/lib/input-details.server";
import { requestStrings } from "~/lib/language.server";
import { categoryLabel, type Listing, listingStatusLabel, priceWithUnit, requestStatusLabel } from "~/lib/marketplace";
import { withNotice } from "~/lib/notices";
import { comparisonSentence } from "~/lib/price-comparison.server";
import { pageMeta } from "~/lib/seo";
import { getUser, requireUser } from "~/lib/session.server";
import { useHydrated } from "~/lib/use-hydrated";
import css from "~/styles/marketplace.css?url";
import { todayInNigeria } from "../../worker/expiry";
import { isId } from "../../worker/ids";
import type { PriceComparison } from "../../worker/services/price-comparison";

// The orders strings (an open request, sold out, the low-offer check) and the sellers strings (the seller's figures,
// a moderation reason) load with this page, not with browse.
const area = areaRoute("orders", "sellers");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

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
  if (!isId(id)) return data({ listing: null, user, shareUrl: "", lowData: false, inputs: null, priceComparison: null }, { status: 404 });
  const result = await context.api.get<Listing & { price_comparison?: PriceComparison | null }>(`/api/listings/${id}`);
  if (result.status === 404) {
    return data({ listing: null, user, shareUrl: "", lowData: false, inputs: null, priceComparison: null }, { status: 404 });
  }
  if (!result.ok) throw redirect("/listings");
  const url = new URL(request.url);
  const strings = await requestStrings(request, context);
  // The seller's number reaches the page only when a signed-in reader asks for it (`?contact=1`), or is its owner.
  const contact = url.searchParams.get("contact") === "1" && user !== null;
  const listing = contact || user?.id === result.data.user_id ? result.data : { ...result.data, seller_phone: null };
  // Registration details, the check note and the price comparison arrive as words written here, on the server, so
  // the inputs and price guide strings stay out of this page's JavaScript.
  const inputs = inputDetailsView(strings, result.data, todayInNigeria(new Date()));
  const compared = result.data.price_comparison;
  const priceComparison = compared ? comparisonSentence(strings, result.data, compared) : null;
  return {
    listing,
    user,
    contact,
    shareUrl: `${url.origin}/listings/${result.data.id}`,
    lowData: user?.lowData === true || context.lite,
    inputs,
    priceComparison,
  };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  if (field(form, "intent") === "change") return data({ values });
  // An offer under half the asking price is sent only once the buyer confirms it (a second post with confirmLowOffer).
  const offer = Number(field(form, "offeredPrice"));
  if (field(form, "offeredPrice") !== "" && Number.isFinite(offer) && field(form, "confirmLowOffer") !== "1") {
    const listing = await context.api.get<Listing>(`/api/listings/${params.id}`);
    if (listing.ok && offer < listing.data.price / 2) return data({ values, confirmLowOffer: true });
  }
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
        values,
      },
      { status: result.status },
    );
  }
  return redirect(withNotice(`/listings/${params.id}`, "request-sent"));
}

export default function ListingDetail() {
  const strings = useStrings();
  const t = strings.marketplace.detail;
  const loaded = useLoaderData<typeof loader>();
  const { listing, user, shareUrl, lowData, inputs, priceComparison } = loaded;
  const contact = "contact" in loaded && loaded.contact;
  const actionData = useActionData<typeof action>() as RequestFormState | undefined;
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const asked = searchParams.get("request") === "1" || Boolean(actionData);
  // Without JavaScript the form is drawn open in the page; with it, it is a modal (never both: a modal drawn as an
  // in-page dialog sat above the top of the screen behind its backdrop).
  const requestOpenWithoutJs = !hydrated && asked;

  useEffect(() => {
    // A failed send, a low offer to confirm, or ?request=1 opens the modal.
    if (hydrated && asked && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [asked, hydrated]);
  const sent = searchParams.get("notice") === "request-sent";
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
  const open = listing.my_open_request;
  const sending = navigation.state === "submitting";
  const openRequestForm = (event: { preventDefault: () => void }) => {
    if (!dialog.current || dialog.current.open) return;
    event.preventDefault();
    dialog.current.showModal();
  };
  // Who sees the number (ADR 066): signed-in readers on request; nobody when the seller is reached through requests only.
  const phone = listing.seller_phone ? (
    <span className="nowrap" id="seller-phone">
      {listing.seller_phone}
    </span>
  ) : !listing.seller_reachable_by_phone ? (
    t.noPhone
  ) : user ? (
    <Link to="?contact=1#seller-phone" preventScrollReset>
      {t.showPhone}
    </Link>
  ) : (
    <Link to={`/login?redirectTo=${encodeURIComponent(`/listings/${listing.id}?contact=1`)}`}>{t.signInForPhone}</Link>
  );

  return (
    <section className="container page">
      <p>
        <Link to="/listings">← {t.back}</Link>
      </p>
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
              revealKey={`${listing.id}-${index}`}
            />
          ))}
        </div>
        <div className="stack">
          <span className="badge badge-info">{categoryLabel(strings, listing.category)}</span>
          <h1>{listing.title}</h1>
          <p className="price-big">{priceWithUnit(strings, listing)}</p>
          {priceComparison && listing.product ? (
            <p className="price-comparison">
              <Link to={`/prices/${listing.product}?unit=${listing.price_unit}&state=${listing.state ?? ""}`}>{priceComparison}</Link>
            </p>
          ) : null}
          {listing.status === "sold" && !listing.is_frozen ? (
            <p className="alert">
              <strong>{strings.orders.soldOut}</strong>. {strings.orders.soldOutBody}
            </p>
          ) : listing.status !== "approved" || listing.is_frozen ? (
            <p className="alert">
              {t.statusLabel}: {listing.is_frozen ? strings.marketplace.myListings.frozen : listingStatusLabel(strings, listing.status)}.{" "}
              {t.notPublic}
            </p>
          ) : null}
          {isOwner ? <ModerationNotice listing={listing} /> : null}
          <Facts>
            {listing.quantity !== null ? (
              <Fact label={t.quantity}>
                <Whole>{strings.marketplace.quantityOf(listing.quantity, listing.price_unit)}</Whole>
              </Fact>
            ) : null}
            {listing.location ? <Fact label={t.location}>{listing.location}</Fact> : null}
            <Fact label={t.posted}>
              <Whole>{formatDate(strings.dates.months, listing.created_at)}</Whole>
            </Fact>
          </Facts>
          {user && user.id !== listing.user_id ? (
            <p>
              <ReportLink type="listing" id={listing.id} />
            </p>
          ) : null}
          {inputs ? <InputDetails view={inputs} /> : null}
          {listing.description ? (
            <>
              <h2>{t.description}</h2>
              <p className="pre-line">{listing.description}</p>
            </>
          ) : null}
          <div className="card">
            <h2>{t.seller}</h2>
            <Facts>
              <Fact label={t.sellerName}>
                <Link to={`/sellers/${listing.user_id}`}>{listing.seller_name}</Link>{" "}
                {listing.seller_verified ? <VerifiedBadge supplier={listing.seller_role === "supplier"} /> : null}{" "}
                <SellerFigures listing={listing} />{" "}
                {user && user.id !== listing.user_id ? <ReportLink type="user" id={listing.user_id} /> : null}
              </Fact>
              <Fact label={t.phone}>{phone}</Fact>
              {listing.seller_location ? <Fact label={t.sellerLocation}>{listing.seller_location}</Fact> : null}
            </Facts>
            <Link to={`/sellers/${listing.user_id}`}>{strings.sellers.sellerPage} →</Link>
          </div>

          {!user ? (
            <div className="card">
              <p>{t.loginPrompt}</p>
              <div className="actions">
                <Link to={`/login?redirectTo=${encodeURIComponent(`/listings/${listing.id}`)}`} className="button">
                  {t.login}
                </Link>
                <Link
                  to={`/register?role=buyer&redirectTo=${encodeURIComponent(`/listings/${listing.id}`)}`}
                  className="button button-ghost"
                >
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
          {isBuyer && open ? (
            <p className="card">
              {strings.orders.openRequest(
                strings.marketplace.quantityOf(open.quantity, listing.price_unit),
                formatDate(strings.dates.months, open.created_at),
                requestStatusLabel(strings, open.status),
              )}{" "}
              <Link to={`/orders/${open.id}`}>{strings.orders.viewOrder}</Link>
            </p>
          ) : null}
          {isBuyer && (open || listing.status === "approved") ? (
            <div className="stack">
              <div className="actions">
                {open ? null : (
                  <Link to="?request=1#request-form" preventScrollReset className="button" onClick={openRequestForm}>
                    {t.sendRequest}
                  </Link>
                )}
                {contact ? null : (
                  <SendMessage
                    listing={listing}
                    shareUrl={shareUrl}
                    open={false}
                    openRequest={open}
                    requestHref=""
                    onRequest={openRequestForm}
                  />
                )}
              </div>
              {contact ? (
                <SendMessage
                  listing={listing}
                  shareUrl={shareUrl}
                  open
                  openRequest={open}
                  requestHref="?contact=1&request=1#request-form"
                  onRequest={openRequestForm}
                />
              ) : null}
              {open ? null : (
                <PurchaseRequestForm
                  listing={listing}
                  state={actionData}
                  dialog={dialog}
                  openWithoutJs={requestOpenWithoutJs}
                  sending={sending}
                />
              )}
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
