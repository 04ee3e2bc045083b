import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { redirectWithSession } from "~/lib/contact.server";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { getUser, safeRedirect } from "~/lib/session.server";

// The account strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.code.metaTitle, description: strings.account.code.intro });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirectTo") ?? "";
  if (await getUser(context)) throw redirect(safeRedirect(redirectTo));
  // Step 2 (enter the code) is the same page with the phone in the address, so it survives a reload; `identifier` is
  // the number typed on the sign-in page, carried here to fill step 1.
  return {
    phone: url.searchParams.get("phone") ?? "",
    typed: (url.searchParams.get("identifier") ?? "").slice(0, 30),
    resent: url.searchParams.get("resent") === "1",
    redirectTo,
  };
}

function codeStep(phone: string, redirectTo: string, resent = false): string {
  const query = new URLSearchParams({ phone });
  if (resent) query.set("resent", "1");
  if (redirectTo) query.set("redirectTo", redirectTo);
  return `/login/code?${query}`;
}

/** Back to the password sign-in with the number filled in. */
function passwordPage(phone: string, redirectTo: string): string {
  const query = new URLSearchParams();
  if (phone) query.set("identifier", phone);
  if (redirectTo) query.set("redirectTo", redirectTo);
  const text = query.toString();
  return text ? `/login?${text}` : "/login";
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const phone = field(form, "phone").trim();
  const redirectTo = field(form, "redirectTo");
  if (field(form, "intent") === "verify") {
    const result = await context.api.post("/api/auth/otp/verify", { phone, code: field(form, "code").trim() });
    if (result.ok) return redirectWithSession(result, safeRedirect(redirectTo));
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, result.error, strings.account.code.failed), phone }, { status: result.status });
  }
  const result = await context.api.post("/api/auth/otp/request", { phone });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, result.error, strings.account.code.failed), phone }, { status: result.status });
  }
  // The API answers 202 whether or not the number has an account, and so does this page.
  return redirect(codeStep(phone, redirectTo, field(form, "intent") === "resend"));
}

export default function LoginWithCode() {
  const strings = useStrings();
  const t = strings.account.code;
  const { phone, typed, resent, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") !== "resend";
  const onCodeStep = phone !== "";

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        {actionData?.error ? (
          <Alert kind="error">{actionData.error}</Alert>
        ) : (
          <Alert kind="success">{onCodeStep ? (resent ? t.resent(phone) : t.sent(phone)) : null}</Alert>
        )}
        {onCodeStep ? (
          <Form method="post" className="stack" key="verify">
            <FormKey />
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="phone" value={phone} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field
              id="code"
              name="code"
              label={t.code}
              hint={t.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
            />
            <button type="submit" className="button button-block" disabled={submitting}>
              {submitting ? t.submitting : t.submit}
            </button>
          </Form>
        ) : null}
        {onCodeStep ? (
          <Form method="post" className="stack" key="resend">
            <FormKey />
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="phone" value={phone} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <button type="submit" className="button button-ghost button-block">
              {t.resend}
            </button>
            <p className="center">
              <Link to={redirectTo ? `/login/code?redirectTo=${encodeURIComponent(redirectTo)}` : "/login/code"}>{t.otherNumber}</Link>
            </p>
          </Form>
        ) : (
          <Form method="post" className="stack" key="request">
            <FormKey />
            <p className="muted">{t.intro}</p>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field
              id="phone"
              name="phone"
              type="tel"
              label={strings.account.phone}
              hint={strings.account.phoneHint}
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              required
              defaultValue={actionData?.phone ?? typed}
            />
            <button type="submit" className="button button-block" disabled={submitting}>
              {submitting ? t.sending : t.send}
            </button>
          </Form>
        )}
        <p className="center">
          <Link to={passwordPage(phone || actionData?.phone || typed, redirectTo)}>{t.withPassword}</Link>
        </p>
      </div>
    </section>
  );
}
