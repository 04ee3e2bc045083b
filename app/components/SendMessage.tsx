import { Link } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useStrings } from "~/lib/i18n";
import { type Listing, whatsappDigits } from "~/lib/marketplace";

/**
 * SPEC.md's "Send Message" on a listing: the buyer's way to reach the seller. The button asks the server for the
 * choices (`?contact=1`, a plain link, so it works without JavaScript and the number reaches the page only when a
 * signed-in buyer asks for it); the panel then offers the purchase request form and, if the seller takes calls,
 * WhatsApp, Call and SMS (ADR 066).
 */
export function SendMessage({
  listing,
  shareUrl,
  open,
  openRequest,
  requestHref,
  onRequest,
}: {
  listing: Listing;
  shareUrl: string;
  /** The buyer asked for the choices (`?contact=1`). */
  open: boolean;
  /** The buyer's open request on this listing: the choice then leads to it instead of a second form. */
  openRequest: { id: number } | null;
  requestHref: string;
  onRequest: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const strings = useStrings();
  const t = strings.marketplace.detail;
  if (!open) {
    return (
      <Link to="?contact=1#send-message" preventScrollReset className="button button-ghost" data-testid="send-message">
        {t.sendMessage}
      </Link>
    );
  }
  const digits = whatsappDigits(listing.seller_phone);
  const text = t.whatsappText(listing.title, shareUrl);
  return (
    <section id="send-message" className="card stack send-message" aria-labelledby="send-message-title" tabIndex={-1}>
      <h2 id="send-message-title">{t.sendMessage}</h2>
      <p className="small">{t.messageChoices(listing.seller_name)}</p>
      <ul className="contact-choices">
        <li>
          {openRequest ? (
            <Link to={`/orders/${openRequest.id}`}>{strings.orders.viewOrder}</Link>
          ) : (
            <Link to={requestHref} preventScrollReset onClick={onRequest}>
              {t.messageByRequest}
            </Link>
          )}
        </li>
        {digits ? (
          <>
            <li>
              <a href={`https://wa.me/${digits}?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
                {t.whatsappSeller}
              </a>
            </li>
            <li>
              <a href={`tel:+${digits}`}>
                {t.call} <span className="nowrap">{listing.seller_phone}</span>
              </a>
            </li>
            <li>
              <a href={`sms:+${digits}?body=${encodeURIComponent(text)}`}>{t.sms}</a>
            </li>
          </>
        ) : null}
      </ul>
      {digits ? null : <p className="small muted">{t.noPhoneToMessage}</p>}
    </section>
  );
}
