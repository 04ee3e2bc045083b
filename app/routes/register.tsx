import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { apiErrorMessage, field } from "~/lib/forms";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";
import { strings } from "~/lib/strings";
import { MIN_PASSWORD_LENGTH, SELF_REGISTER_ROLES } from "../../worker/domain";

const t = strings.register;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Create an account",
    description: "Join Gona free as a farmer, buyer or input supplier and trade directly across Nigeria.",
  });

export async function loader({ context }: LoaderFunctionArgs) {
  if (await getUser(context)) throw redirect("/dashboard");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = {
    fullName: field(form, "fullName"),
    email: field(form, "email"),
    role: field(form, "role") || "farmer",
    phone: field(form, "phone"),
    location: field(form, "location"),
  };
  const result = await context.api.post("/api/auth/register", {
    ...values,
    password: field(form, "password"),
    confirmPassword: field(form, "confirmPassword"),
  });
  if (!result.ok) return data({ error: apiErrorMessage(result.error, t.failed), values }, { status: result.status });
  const cookie = result.headers.get("set-cookie");
  return redirect("/dashboard", { headers: cookie ? { "Set-Cookie": cookie } : {} });
}

/** The same two checks the API makes, so a phone user hears about them before spending data. */
function checkPasswords(form: HTMLFormElement): string | null {
  const data = new FormData(form);
  const password = String(data.get("password") ?? "");
  if (password !== String(data.get("confirmPassword") ?? "")) return t.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return t.passwordTooShort;
  return null;
}

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [clientError, setClientError] = useState<string | null>(null);
  const submitting = navigation.state === "submitting";
  const values = actionData?.values;
  const requestedRole = values?.role ?? searchParams.get("role") ?? "farmer";
  const initialRole = (SELF_REGISTER_ROLES as readonly string[]).includes(requestedRole) ? requestedRole : "farmer";
  const error = clientError ?? actionData?.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problem = checkPasswords(event.currentTarget);
    setClientError(problem);
    if (problem) event.preventDefault();
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        <p className="muted">{t.subtitle}</p>
        {error ? (
          <div className="alert alert-error" role="alert">
            {error}
          </div>
        ) : null}
        <Form method="post" className="stack" onSubmit={onSubmit}>
          <fieldset className="role-picker">
            <legend>{t.roleLegend}</legend>
            {SELF_REGISTER_ROLES.map((role) => (
              <label key={role} className="role-option">
                <input type="radio" name="role" value={role} defaultChecked={role === initialRole} />
                <span>
                  <strong>{strings.roles[role].label}</strong>
                  <span className="muted small">{strings.roles[role].description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="fullName">{t.fullName}</label>
            <input id="fullName" name="fullName" autoComplete="name" required maxLength={100} defaultValue={values?.fullName} />
          </div>
          <div className="field">
            <label htmlFor="email">{t.email}</label>
            <input id="email" name="email" type="email" autoComplete="email" required defaultValue={values?.email} />
          </div>
          <div className="field">
            <label htmlFor="password">{t.password}</label>
            <input id="password" name="password" type="password" autoComplete="new-password" required />
          </div>
          <div className="field">
            <label htmlFor="confirmPassword">{t.confirmPassword}</label>
            <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" required />
          </div>
          <div className="field">
            <label htmlFor="phone">{t.phone}</label>
            <input id="phone" name="phone" type="tel" autoComplete="tel" maxLength={30} defaultValue={values?.phone} />
          </div>
          <div className="field">
            <label htmlFor="location">{t.location}</label>
            <input id="location" name="location" placeholder={t.locationHint} maxLength={100} defaultValue={values?.location} />
          </div>
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <p className="center">
          {t.haveAccount} <Link to="/login">{t.signIn}</Link>
        </p>
      </div>
    </section>
  );
}
