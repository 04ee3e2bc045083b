import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { requireUser, safeRedirect } from "~/lib/session.server";

// After a sign-up with a phone (and from the dashboard's or profile's reminder): the code sent to the number, typed
// back, makes the number part of the account (ADR 050). Plain forms, so it works without JavaScript.

const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.confirmPhone.metaTitle });
};

/** This page's own address with a notice, keeping where the user goes next. */
function here(next: string, notice: "done" | "resent") {
  return `/confirm-phone?${new URLSearchParams({ [notice]: "1", redirectTo: next })}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const next = safeRedirect(url.searchParams.get("redirectTo"));
  const done = url.searchParams.get("done") === "1";
  // Nothing to confirm (no number, or confirmed already): straight on, unless this is the "confirmed" answer itself.
  if (!done && (!user.phone || user.phone_confirmed)) throw redirect(next);
  return { phone: user.phone ?? "", next, done, resent: url.searchParams.get("resent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const next = safeRedirect(field(form, "redirectTo"));
  const resend = field(form, "intent") === "resend";
  const result = resend
    ? await context.api.post("/api/auth/phone/resend", {})
    : await context.api.post("/api/auth/phone/confirm", { code: field(form, "code").trim() });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    const error = apiErrorMessage(strings, result.error, strings.account.confirmPhone.failed);
    return data({ error, fields: resend ? {} : apiFieldErrors(strings, result.error) }, { status: result.status });
  }
  return redirect(here(next, resend ? "resent" : "done"));
}

export default function ConfirmPhone() {
  const strings = useStrings();
  const t = strings.account.confirmPhone;
  const { phone, next, done, resent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "confirm";
  const fields: Record<string, string> = actionData?.fields ?? {};

  if (done) {
    return (
      <section className="container page auth-page">
        <div className="card auth-card stack">
          <h1>{t.title}</h1>
          <Alert kind="success">{t.done(phone)}</Alert>
          <Link to={next} className="button button-block">
            {t.continue}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        {actionData?.error ? (
          <Alert kind="error">{actionData.error}</Alert>
        ) : (
          <Alert kind="success">{resent ? t.resent(phone) : null}</Alert>
        )}
        <p>{t.intro(phone)}</p>
        <p className="muted small">{t.why}</p>
        <Form method="post" className="stack">
          <FormKey />
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="redirectTo" value={next} />
          <Field
            id="code"
            name="code"
            label={t.code}
            hint={strings.account.code.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            error={fields.code}
          />
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <Form method="post" className="stack">
          <FormKey />
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="redirectTo" value={next} />
          <button type="submit" className="button button-ghost button-block">
            {t.resend}
          </button>
        </Form>
        <p className="center">
          <Link to={next}>{t.skip}</Link>
        </p>
        <p className="center muted small">{t.skipHint}</p>
      </div>
    </section>
  );
}
