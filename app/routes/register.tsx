import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { type FormEvent, useState } from "react";
import { Alert, useRefusedHere } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { withRedirect } from "~/lib/auth-links";
import { present, redirectWithSession } from "~/lib/contact.server";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { areaRoute, type Catalog, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { getUser, safeRedirect } from "~/lib/session.server";
import { MIN_PASSWORD_LENGTH, SELF_REGISTER_ROLES } from "../../worker/domain";

// The account strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.register.metaTitle, description: strings.account.register.metaDescription });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context)) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const values = {
    fullName: field(form, "fullName"),
    email: field(form, "email"),
    role: field(form, "role") || "farmer",
    phone: field(form, "phone"),
    location: field(form, "location"),
  };
  // An empty phone or e-mail is left out: the account needs at least one of them, and the API says so.
  const result = await context.api.post<{ user: { phone: string | null; phone_confirmed: boolean } }>("/api/auth/register", {
    fullName: values.fullName,
    role: values.role,
    location: values.location,
    ...present({ phone: values.phone, email: values.email }),
    password: field(form, "password"),
    confirmPassword: field(form, "confirmPassword"),
  });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data(
      {
        error: apiErrorMessage(strings, result.error, strings.account.register.failed),
        fields: apiFieldErrors(strings, result.error),
        values,
      },
      { status: result.status },
    );
  }
  // "Sell your harvest" sends a visitor here and back to the listing form (same-origin paths only).
  const next = safeRedirect(form.get("redirectTo"));
  // A phone is only claimed until the code sent to it is typed back: ask for it now (it can be skipped).
  if (result.data.user.phone && !result.data.user.phone_confirmed) {
    return redirectWithSession(result, `/confirm-phone?${new URLSearchParams({ redirectTo: next })}`);
  }
  return redirectWithSession(result, next);
}

/** The same two checks the API makes, so a phone user hears about them before spending data. */
function checkPasswords(t: Catalog["account"]["register"], form: HTMLFormElement): string | null {
  const data = new FormData(form);
  const password = String(data.get("password") ?? "");
  if (password !== String(data.get("confirmPassword") ?? "")) return t.passwordsDoNotMatch;
  if (password.length < MIN_PASSWORD_LENGTH) return t.passwordTooShort;
  return null;
}

export default function Register() {
  const strings = useStrings();
  const t = strings.account.register;
  const a = strings.account;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [clientError, setClientError] = useState<string | null>(null);
  const refused = useRefusedHere();
  const submitting = navigation.state === "submitting";
  const values = actionData?.values;
  const fields: Record<string, string> | undefined = actionData?.fields;
  const requestedRole = values?.role ?? searchParams.get("role") ?? "farmer";
  const initialRole = (SELF_REGISTER_ROLES as readonly string[]).includes(requestedRole) ? requestedRole : "farmer";
  const error = clientError ?? actionData?.error;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problem = checkPasswords(t, event.currentTarget);
    setClientError(problem);
    if (problem) {
      event.preventDefault();
      refused();
    }
  }

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        <p className="muted">{t.subtitle}</p>
        <Alert kind="error">{error}</Alert>
        <Form method="post" className="stack" onSubmit={onSubmit}>
          <FormKey />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
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
          <Field
            id="fullName"
            name="fullName"
            label={t.fullName}
            autoComplete="name"
            required
            maxLength={100}
            error={fields?.fullName}
            defaultValue={values?.fullName}
          />
          <p className="small muted">{a.phoneOrEmail}</p>
          <Field
            id="phone"
            name="phone"
            type="tel"
            label={a.phone}
            hint={a.phoneHint}
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            error={fields?.phone}
            defaultValue={values?.phone}
          />
          <p className="small muted">{a.phonePrivacy}</p>
          <Field
            id="email"
            name="email"
            type="email"
            label={a.emailOptional}
            autoComplete="email"
            maxLength={254}
            error={fields?.email}
            defaultValue={values?.email}
          />
          <Field id="password" name="password" type="password" label={t.password} autoComplete="new-password" required />
          <Field
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            label={t.confirmPassword}
            autoComplete="new-password"
            required
          />
          <Field
            id="location"
            name="location"
            label={t.location}
            placeholder={t.locationHint}
            maxLength={100}
            error={fields?.location}
            defaultValue={values?.location}
          />
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <p className="center">
          {t.haveAccount} <Link to={withRedirect("/login", searchParams.get("redirectTo"))}>{t.signIn}</Link>
        </p>
      </div>
    </section>
  );
}
