import { Form } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { useStrings } from "~/lib/i18n";

/**
 * The profile's "USSD PIN" section (ADR 078): shown to an account with a PIN (paused or not) and right after a reset,
 * so the notice saying what happened has its place. A plain form: it works without JavaScript.
 */
export function UssdPinForm({
  set,
  pausedText,
  hasPassword,
  proofSent,
  error,
}: {
  set: boolean;
  pausedText: string | null;
  hasPassword: boolean;
  proofSent: boolean;
  error: string | undefined;
}) {
  const strings = useStrings();
  const t = strings.account.ussdPin;
  const contact = strings.account.contact;
  return (
    <section id="ussd-pin" className="card narrow stack" aria-labelledby="ussd-pin-title">
      <h2 id="ussd-pin-title">{t.title}</h2>
      <Notice at="ussd-pin" />
      <p className="muted">{t.intro}</p>
      {set ? <p data-testid="ussd-pin-state">{pausedText ?? t.set}</p> : null}
      {set ? (
        <Form method="post" className="stack">
          <FormKey />
          <Alert kind="error">{error}</Alert>
          <p className="small">{t.resetIntro}</p>
          <input type="hidden" name="intent" value="ussd-pin-reset" />
          {hasPassword ? (
            <Field
              id="ussd-pin-current-password"
              name="currentPassword"
              type="password"
              label={contact.currentPassword}
              autoComplete="current-password"
              maxLength={128}
              required
            />
          ) : (
            <Field
              id="ussd-pin-current-code"
              name="currentCode"
              label={contact.currentCode}
              hint={proofSent ? contact.proofSent : contact.proofIntro}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
            />
          )}
          <button type="submit" className="button button-ghost">
            {t.reset}
          </button>
        </Form>
      ) : null}
      {set && !hasPassword ? (
        <Form method="post">
          <FormKey />
          <input type="hidden" name="intent" value="ussd-pin-proof" />
          <button type="submit" className="button button-light">
            {contact.sendProof}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
