import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Alert, Field } from "~/components/forms";
import { withRedirect } from "~/lib/auth-links";
import { contactBody, redirectWithSession } from "~/lib/contact.server";
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
  return pageMeta(strings, { title: strings.account.login.metaTitle, description: strings.account.login.metaDescription });
};

const DEMO_ACCOUNTS = ["admin@gona.test", "farmer@gona.test", "buyer@gona.test", "supplier@gona.test"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (await getUser(context)) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  return { showDemoAccounts: context.isDevelopment };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // `email` is what older forms and clients post; the field now takes a phone number too.
  const identifier = field(form, "identifier") || field(form, "email");
  const password = field(form, "password");
  const result = await context.api.post("/api/auth/login", { ...contactBody(identifier), password });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, result.error, strings.account.login.failed), identifier }, { status: result.status });
  }
  return redirectWithSession(result, safeRedirect(form.get("redirectTo")));
}

function codeLink(redirectTo: string | null): string {
  return redirectTo ? `/login/code?redirectTo=${encodeURIComponent(redirectTo)}` : "/login/code";
}

export default function Login() {
  const strings = useStrings();
  const t = strings.account.login;
  const a = strings.account;
  const { showDemoAccounts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const submitting = navigation.state === "submitting";

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        <p className="muted">{t.subtitle}</p>
        <Alert kind="error">{actionData?.error}</Alert>
        <Form method="post" className="stack">
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <Field
            id="identifier"
            name="identifier"
            label={a.identifier}
            hint={a.phoneHint}
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={actionData?.identifier ?? ""}
          />
          <Field
            id="password"
            name="password"
            type={showPassword ? "text" : "password"}
            label={t.password}
            autoComplete="current-password"
            required
            addon={
              <button
                type="button"
                className="button button-ghost button-small"
                aria-controls="password"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t.hidePassword : t.showPassword}
              </button>
            }
          />
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <p className="center">
          <Link to="/forgot-password">{a.forgotLink}</Link>
        </p>
        <p className="center">
          <Link to={codeLink(searchParams.get("redirectTo"))}>{a.codeLink}</Link>
        </p>
        <p className="center">
          {t.noAccount} <Link to={withRedirect("/register", searchParams.get("redirectTo"))}>{t.register}</Link>
        </p>
        {showDemoAccounts ? (
          <aside className="demo-hint" aria-label={t.demoTitle}>
            <h2>{t.demoTitle}</h2>
            <ul>
              {DEMO_ACCOUNTS.map((email) => (
                <li key={email}>
                  <code>{email}</code>
                </li>
              ))}
            </ul>
            <p>
              {t.demoPassword} <code>demo1234</code>
            </p>
          </aside>
        ) : null}
      </div>
    </section>
  );
}
