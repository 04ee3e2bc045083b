import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { withRedirect } from "~/lib/auth-links";
import { contactBody, redirectWithSession } from "~/lib/contact.server";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { getUser, safeRedirect } from "~/lib/session.server";
import type { UserDto } from "../../worker/services/users";

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
  // The number or e-mail typed on the reset and code pages comes back with the visitor.
  return { showDemoAccounts: context.isDevelopment, identifier: (url.searchParams.get("identifier") ?? "").slice(0, 254) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const next = safeRedirect(form.get("redirectTo"));
  const strings = await requestStrings(request, context);
  const t = strings.account.login;
  if (field(form, "intent") === "confirm-phone") {
    // Step 2 of a password sign-in on a number not yet confirmed: the SMS code, with the challenge step 1 gave.
    const stepUp = { phone: field(form, "phone"), challenge: field(form, "challenge") };
    const result = await context.api.post("/api/auth/phone/sign-in", { ...stepUp, code: field(form, "code").trim() });
    if (result.ok) return redirectWithSession(result, next);
    return data({ error: apiErrorMessage(strings, result.error, t.failed), identifier: stepUp.phone, stepUp }, { status: result.status });
  }
  // `email` is what older forms and clients post; the field now takes a phone number too.
  const identifier = field(form, "identifier") || field(form, "email");
  const contact = contactBody(identifier);
  const result = await context.api.post<{ user: UserDto }>("/api/auth/login", { ...contact, password: field(form, "password") });
  if (result.ok) return redirectWithSession(result, next);
  const { code, challenge } = result.error;
  if ("phone" in contact && code === "phone_confirmation_required" && challenge) {
    return data({ error: null, identifier, stepUp: { phone: contact.phone, challenge } }, { status: result.status });
  }
  // A phone user is told about their phone number, not an e-mail they never gave.
  const error =
    "phone" in contact && code === "invalid_credentials" ? t.wrongPhoneOrPassword : apiErrorMessage(strings, result.error, t.failed);
  return data({ error, identifier, stepUp: null }, { status: result.status });
}

/** The identifier as a query, when it is worth carrying to the reset and code pages. */
function withIdentifier(path: string, identifier: string, redirectTo: string | null): string {
  const query = new URLSearchParams();
  if (identifier.trim()) query.set("identifier", identifier.trim());
  if (redirectTo) query.set("redirectTo", redirectTo);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export default function Login() {
  const strings = useStrings();
  const t = strings.account.login;
  const a = strings.account;
  const { showDemoAccounts, identifier: carried } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  // What is typed goes with the visitor to "Forgot password?" and the code page (links follow it with JavaScript;
  // without it, they carry what was typed before a refused sign-in).
  const [identifier, setIdentifier] = useState(actionData?.identifier ?? carried);
  const submitting = navigation.state === "submitting";
  const redirectTo = searchParams.get("redirectTo");
  const stepUp = actionData?.stepUp;

  if (stepUp) {
    return (
      <section className="container page auth-page">
        <div className="card auth-card">
          <h1>{t.confirmTitle}</h1>
          <Alert kind="error">{actionData?.error}</Alert>
          <p>{t.confirmIntro(stepUp.phone)}</p>
          <Form method="post" className="stack">
            <FormKey />
            <input type="hidden" name="intent" value="confirm-phone" />
            <input type="hidden" name="phone" value={stepUp.phone} />
            <input type="hidden" name="challenge" value={stepUp.challenge} />
            <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
            <Field
              id="code"
              name="code"
              label={a.code.code}
              hint={a.code.codeHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
            />
            <button type="submit" className="button button-block" disabled={submitting}>
              {submitting ? t.submitting : t.confirmSubmit}
            </button>
          </Form>
          <p className="center">
            <Link to={withIdentifier("/login", stepUp.phone, redirectTo)} reloadDocument>
              {t.startAgain}
            </Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        <p className="muted">{t.subtitle}</p>
        <Alert kind="error">{actionData?.error}</Alert>
        <Form method="post" className="stack">
          <FormKey />
          <input type="hidden" name="redirectTo" value={redirectTo ?? ""} />
          <Field
            id="identifier"
            name="identifier"
            label={a.identifier}
            hint={a.phoneHint}
            autoComplete="username"
            required
            maxLength={254}
            value={identifier}
            onChange={(event) => setIdentifier(event.currentTarget.value)}
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
          <Link to={withIdentifier("/forgot-password", identifier, null)}>{a.forgotLink}</Link>
        </p>
        <p className="center">
          <Link to={withIdentifier("/login/code", identifier.includes("@") ? "" : identifier, redirectTo)}>{a.codeLink}</Link>
        </p>
        <p className="center">
          {t.noAccount} <Link to={withRedirect("/register", redirectTo)}>{t.register}</Link>
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
