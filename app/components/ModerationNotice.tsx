import { useStrings } from "~/lib/i18n";
import type { Listing } from "~/lib/marketplace";

/** Why an admin rejected or froze the seller's listing, and what to do about it; needs the `sellers` strings. */
export function ModerationNotice({
  listing,
}: {
  listing: Pick<Listing, "status" | "is_frozen" | "moderation_reason" | "moderation_note">;
}) {
  const strings = useStrings();
  const t = strings.sellers.moderation;
  const reason = listing.moderation_reason;
  if (!reason || !(listing.is_frozen || listing.status === "rejected")) return null;
  return (
    <div className="alert alert-error moderation-notice" role="note">
      <p>
        <strong>{listing.is_frozen ? t.frozen : t.rejected}</strong>. {t.reason}: {t.reasons[reason]}
      </p>
      {listing.moderation_note ? (
        <p>
          {t.note}: {listing.moderation_note}
        </p>
      ) : null}
      <p className="small">{t.fix}</p>
    </div>
  );
}
