import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Alert, Field } from "~/components/forms";
import { apiErrorMessage, field } from "~/lib/forms";
import { metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { getUser, safeRedirect } from "~/lib/session.server";

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.login.metaTitle, description: strings.login.metaDescription });
};

const DEMO_ACCOUNTS = ["admin@gona.test", "farmer@gona.test", "buyer@gona.test", "supplier@gona.test"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context)) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return { showDemoAccounts: context.isDevelopment };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const email = field(form, "email");
  const result = await context.api.post("/api/auth/login", { email, password: field(form, "password") });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, result.error, strings.login.failed), email }, { status: result.status });
  }
  const cookie = result.headers.get("set-cookie");
  return redirect(safeRedirect(form.get("redirectTo")), { headers: cookie ? { "Set-Cookie": cookie } : {} });
}

export default function Login() {
  const t = useStrings().login;
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
            id="email"
            name="email"
            type="email"
            label={t.email}
            autoComplete="email"
            required
            defaultValue={actionData?.email ?? ""}
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
          {t.noAccount} <Link to="/register">{t.register}</Link>
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
