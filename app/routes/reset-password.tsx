import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";
import { normalizeNigerianPhone } from "../../worker/services/phone";

// The account strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.reset.metaTitle, description: strings.account.forgot.intro });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context)) throw redirect("/dashboard");
  const query = new URL(request.url).searchParams;
  // A phone resets with the SMS code typed here; an e-mail link carries its token.
  return { phone: query.get("phone") ?? "", token: query.get("token") ?? "", sent: query.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const password = field(form, "password");
  const token = field(form, "token");
  const phone = field(form, "phone");
  const strings = await requestStrings(request, context);
  if (password !== field(form, "confirmPassword")) {
    return data({ error: strings.account.register.passwordsDoNotMatch, fields: {} as Record<string, string> }, { status: 400 });
  }
  const body = token ? { token, password } : { phone, code: field(form, "code").trim(), password };
  const result = await context.api.post("/api/auth/password/reset", body);
  if (!result.ok) {
    return data(
      { error: apiErrorMessage(strings, result.error, strings.account.reset.failed), fields: apiFieldErrors(strings, result.error) },
      { status: result.status },
    );
  }
  // Back to sign in with the number filled in, as the API stores it (an e-mailed link names no address).
  const signInAs = token ? null : (normalizeNigerianPhone(phone) ?? phone);
  return redirect(withNotice(signInAs ? `/login?${new URLSearchParams({ identifier: signInAs })}` : "/login", "password-changed"));
}

export default function ResetPassword() {
  const strings = useStrings();
  const t = strings.account.reset;
  const { phone, token, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const fields: Record<string, string> = actionData?.fields ?? {};

  if (!phone && !token) {
    return (
      <section className="container page auth-page">
        <div className="card auth-card">
          <h1>{t.title}</h1>
          <p>{t.incomplete}</p>
          <p className="center">
            <Link to="/forgot-password">{t.askAgain}</Link>
          </p>
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
          <Alert kind="success">{sent ? strings.account.forgot.sentPhone : null}</Alert>
        )}
        {phone ? <p className="muted">{t.forPhone(phone)}</p> : null}
        <Form method="post" className="stack">
          <FormKey />
          {token ? <input type="hidden" name="token" value={token} /> : <input type="hidden" name="phone" value={phone} />}
          {token ? null : (
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
          )}
          <Field
            id="password"
            name="password"
            type="password"
            label={t.password}
            autoComplete="new-password"
            required
            error={fields.password}
          />
          <Field
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            label={t.confirmPassword}
            autoComplete="new-password"
            required
          />
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <p className="center">
          <Link to={phone ? `/forgot-password?${new URLSearchParams({ identifier: phone })}` : "/forgot-password"}>{t.askAgain}</Link>
        </p>
      </div>
    </section>
  );
}
