import { Form, useLocation } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { useStrings } from "~/lib/i18n";
import { MODERATION_REASONS } from "../../../worker/domain";

/**
 * Reject or freeze, as a confirm step that works without JavaScript: the button opens a small form that asks for
 * the reason (and an optional note for the seller) and only its Confirm button acts.
 */
export function ModerateAction({
  intent,
  id,
  value,
  label,
  children,
  version,
}: {
  intent: "listing-status" | "freeze";
  id: number;
  value?: string;
  label: string;
  children: string;
  /** The version of the listing on screen (a review of a listing changed since is refused). */
  version?: number;
}) {
  const t = useStrings().admin.moderation;
  const location = useLocation();
  return (
    <details className="admin-action moderate-action">
      <summary className="button button-small button-danger" aria-label={label}>
        {children}
      </summary>
      <Form method="post" className="stack">
        <FormKey />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {value !== undefined ? <input type="hidden" name="value" value={value} /> : null}
        {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
        <input type="hidden" name="back" value={location.search} />
        <label>
          {t.reason}
          <select name="reason" required defaultValue="">
            <option value="" disabled>
              {t.choose}
            </option>
            {MODERATION_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t.reasons[reason]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.note}
          <textarea name="note" rows={2} maxLength={500} />
        </label>
        <button type="submit" className="button button-small button-danger">
          {intent === "freeze" ? t.confirmFreeze : t.confirmReject}
        </button>
      </Form>
    </details>
  );
}
