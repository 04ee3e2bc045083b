import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { type MouseEvent, useRef } from "react";
import { Field } from "~/components/forms";
import { KEYPAD, MAX_DRAFT, MAX_SMS } from "~/lib/dev-ussd";
import { blankState, type PhoneState, pressPhone } from "~/lib/dev-ussd.server";
import { metaStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";

// As /dev/outbox: no area handle and no stylesheet of its own, so that outside development the 404 is an unknown
// page's to the byte; the words come from the loader (the server holds every catalog).
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: data?.text.title ?? strings.notFound.title });
};

async function devStrings(request: Request, context: LoaderFunctionArgs["context"]) {
  const strings = await requestStrings(request, context);
  if (!context.isDevelopment) throw new Response(strings.notFound.title, { status: 404 });
  return strings.site.devUssd;
}

/** /dev/ussd: in development, a feature phone on the desk that dials the USSD handler; anywhere else a 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { text: await devStrings(request, context), phone: blankState() };
}

/** One press of a key, "Delete", "Send" or "Hang up", without JavaScript: the page comes back with the phone's state. */
export async function action({ request, context }: ActionFunctionArgs) {
  await devStrings(request, context);
  return { phone: await pressPhone(context, await request.formData()) };
}

function Hidden({ phone }: { phone: PhoneState }) {
  return (
    <>
      <input type="hidden" name="sessionId" value={phone.sessionId} />
      <input type="hidden" name="text" value={phone.text} />
      <input type="hidden" name="ended" value={phone.ended ? "1" : "0"} />
      {phone.screen !== null ? <input type="hidden" name="screen" value={phone.screen} /> : null}
      {phone.sent !== null ? <input type="hidden" name="sent" value={phone.sent} /> : null}
    </>
  );
}

export default function DevUssd() {
  const { text: t, phone: blank } = useLoaderData<typeof loader>();
  const phone = useActionData<typeof action>()?.phone ?? blank;
  const open = phone.sessionId !== "";
  // Once scripts run, keys and Delete type into the box here (a fast thumb never races a round trip); without them
  // (Lite mode, before hydration) each is a submit button the server answers.
  const draft = useRef<HTMLInputElement>(null);
  const type = (event: MouseEvent<HTMLButtonElement>, change: (value: string) => string) => {
    if (!draft.current) return;
    event.preventDefault();
    draft.current.value = change(draft.current.value).slice(0, MAX_DRAFT);
  };
  return (
    <div className="container page narrow">
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      {/* Keyed by the session and draft, so inputs the browser kept are drawn again from the server's state. */}
      <Form method="post" className="stack ussd-phone" key={`${phone.sessionId}|${phone.text}|${phone.draft}|${phone.sent}`}>
        <Hidden phone={phone} />
        <Field id="ussd-phone-number" name="phoneNumber" type="tel" label={t.phoneNumber} defaultValue={phone.phoneNumber} maxLength={40} />
        <Field id="ussd-service-code" name="serviceCode" label={t.serviceCode} defaultValue={phone.serviceCode} maxLength={40} />
        <section className="ussd-screen card" aria-live="polite" aria-label={t.screen}>
          {phone.keyRefused ? (
            <p className="ussd-refused" role="alert">
              {t.keyRefused}
            </p>
          ) : phone.screen === null ? (
            <p className="muted">{t.idle}</p>
          ) : (
            <>
              <p className="ussd-text" data-testid="ussd-screen">
                {phone.screen}
              </p>
              <p className="small muted">
                {phone.ended ? t.ended : t.goesOn} · {t.sent}: <code>text="{phone.sent ?? ""}"</code>
              </p>
            </>
          )}
        </section>
        <Field
          ref={draft}
          id="ussd-draft"
          name="draft"
          label={t.answer}
          defaultValue={phone.draft}
          maxLength={MAX_DRAFT}
          autoComplete="off"
        />
        {/* First in the form, so Enter in a box sends (a form's Enter presses its first submit button). */}
        <div className="ussd-actions">
          <button type="submit" name="intent" value="send" className="button">
            {open ? t.send : t.dial}
          </button>
          <button
            type="submit"
            name="intent"
            value="delete"
            className="button button-light"
            onClick={(event) => type(event, (value) => value.slice(0, -1))}
          >
            {t.delete}
          </button>
        </div>
        <fieldset className="ussd-keypad">
          <legend>{t.keypad}</legend>
          {KEYPAD.map((key) => (
            <button
              key={key}
              type="submit"
              name="key"
              value={key}
              className="button button-light"
              onClick={(event) => type(event, (value) => value + key)}
            >
              {key}
            </button>
          ))}
        </fieldset>
        <button type="submit" name="intent" value="hangup" className="button button-light">
          {t.hangUp}
        </button>
      </Form>
      <Form method="post" className="stack card" aria-labelledby="ussd-sms-title">
        <h2 id="ussd-sms-title">{t.smsHeading}</h2>
        <Hidden phone={phone} />
        <input type="hidden" name="phoneNumber" value={phone.phoneNumber} />
        <input type="hidden" name="serviceCode" value={phone.serviceCode} />
        {phone.smsStatus === null ? null : phone.smsStatus === 200 ? (
          <p role="status">{t.smsSent}</p>
        ) : (
          <p role="alert">{t.smsRefused.replace("{status}", String(phone.smsStatus))}</p>
        )}
        <Field id="ussd-sms" name="sms" label={t.smsLabel} maxLength={MAX_SMS} autoComplete="off" required />
        <button type="submit" name="intent" value="sms" className="button">
          {t.smsSend}
        </button>
      </Form>
      <p>
        <Link to="/dev/outbox">{t.outbox}</Link>
      </p>
    </div>
  );
}
