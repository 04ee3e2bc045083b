import { Form, Link } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { useStrings } from "~/lib/i18n";

type ContactState = { intent: string; value: string; error: string } | undefined;

/**
 * "Change phone" and "Change e-mail" on the profile: a new phone is confirmed by the SMS code typed here,
 * a new e-mail by the link sent to it (/confirm-contact). Asking needs the current password, or for an account
 * without one a code sent to its current phone (ADR 053); after "this was not me" the forms give way to the freeze.
 * Plain forms, so they work without JavaScript.
 */
export function ContactForms({
  phone,
  phoneConfirmed,
  email,
  notice,
  sentTo,
  failed,
  hasPassword,
  frozen,
}: {
  phone: string | null;
  /** False while the number is only claimed: it is shown as such, with a way to confirm it. */
  phoneConfirmed: boolean;
  email: string | null;
  /** `phone-sent`, `email-sent`, `phone-saved` or `email-saved`, from the address after a redirect. */
  notice: string | null;
  sentTo: string;
  failed: ContactState;
  hasPassword: boolean;
  /** Contact changes are frozen until a password reset. */
  frozen: boolean;
}) {
  const strings = useStrings();
  const t = strings.account.contact;
  const confirmFailed = failed?.intent === "phone-confirm";
  const codeFor = confirmFailed ? failed.value : notice === "phone-sent" ? sentTo : "";
  const errorFor = (intent: string) => (failed?.intent === intent ? failed.error : null);
  if (frozen)
    return (
      <section id="change-phone" className="card narrow stack" aria-labelledby="contact-frozen-title">
        <h2 id="contact-frozen-title">{t.phoneTitle}</h2>
        <p className="muted contact-current">
          {t.current} <strong>{phone ?? t.none}</strong> · <strong>{email ?? t.none}</strong>
        </p>
        <div id="change-email">
          <Alert kind="error">{t.frozen}</Alert>
        </div>
        <Link to="/forgot-password" className="button button-ghost">
          {t.resetPassword}
        </Link>
      </section>
    );
  // The proof each request carries: the current password, or the code sent to the current phone.
  const proof = (section: "phone" | "email") =>
    hasPassword ? (
      <Field
        id={`${section}-current-password`}
        name="currentPassword"
        type="password"
        label={t.currentPassword}
        autoComplete="current-password"
        maxLength={128}
        required
      />
    ) : (
      <Field
        id={`${section}-current-code`}
        name="currentCode"
        label={t.currentCode}
        hint={notice === "proof-sent" ? t.proofSent : t.proofIntro}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
      />
    );
  const proofForm = (section: "phone" | "email") =>
    hasPassword ? null : (
      <Form method="post" className="stack">
        <FormKey />
        <Alert kind="error">{errorFor(`contact-proof-${section}`)}</Alert>
        <input type="hidden" name="intent" value={`contact-proof-${section}`} />
        <button type="submit" className="button button-ghost">
          {t.sendProof}
        </button>
      </Form>
    );

  return (
    <>
      <section id="change-phone" className="card narrow stack" aria-labelledby="change-phone-title">
        <h2 id="change-phone-title">{t.phoneTitle}</h2>
        <p className="muted contact-current">
          {t.current} <strong>{phone ?? t.none}</strong>
          {phone && !phoneConfirmed ? (
            <>
              {" "}
              <span className="badge badge-warning">{strings.account.confirmPhone.notConfirmed}</span>{" "}
              <Link to="/confirm-phone?redirectTo=%2Fprofile">{strings.account.confirmPhone.bannerLink}</Link>
            </>
          ) : null}
        </p>
        <Alert kind="success">{notice === "phone-saved" ? t.phoneSaved : null}</Alert>
        {codeFor ? (
          <Form method="post" className="stack" key={`confirm-${codeFor}`}>
            <FormKey />
            <p role="status">{t.codeSent(codeFor)}</p>
            <Alert kind="error">{errorFor("phone-confirm")}</Alert>
            <input type="hidden" name="intent" value="phone-confirm" />
            <input type="hidden" name="phone" value={codeFor} />
            <Field
              id="contact-code"
              name="code"
              label={t.code}
              hint={strings.account.code.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
            />
            <button type="submit" className="button">
              {t.confirmPhone}
            </button>
          </Form>
        ) : null}
        <Form method="post" className="stack">
          <FormKey />
          <Alert kind="error">{errorFor("phone-request")}</Alert>
          <input type="hidden" name="intent" value="phone-request" />
          <Field
            id="new-phone"
            name="phone"
            type="tel"
            label={t.newPhone}
            hint={strings.account.phoneHint}
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            required
            defaultValue={failed?.intent === "phone-request" ? failed.value : ""}
          />
          {proof("phone")}
          <button type="submit" className="button button-ghost">
            {t.sendCode}
          </button>
        </Form>
        {proofForm("phone")}
      </section>
      <section id="change-email" className="card narrow stack" aria-labelledby="change-email-title">
        <h2 id="change-email-title">{t.emailTitle}</h2>
        <p className="muted contact-current">
          {t.current} <strong>{email ?? t.none}</strong>
        </p>
        <Alert kind="success" className="contact-current">
          {notice === "email-saved" ? t.emailSaved : notice === "email-sent" && sentTo ? t.linkSent(sentTo) : null}
        </Alert>
        <Form method="post" className="stack">
          <FormKey />
          <Alert kind="error">{errorFor("email-request")}</Alert>
          <input type="hidden" name="intent" value="email-request" />
          <Field
            id="new-email"
            name="email"
            type="email"
            label={t.newEmail}
            autoComplete="email"
            maxLength={254}
            required
            defaultValue={failed?.intent === "email-request" ? failed.value : ""}
          />
          {proof("email")}
          <button type="submit" className="button button-ghost">
            {t.sendLink}
          </button>
        </Form>
        {proofForm("email")}
      </section>
    </>
  );
}
