import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { contactBody, isPhone } from "~/lib/contact.server";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { getUser } from "~/lib/session.server";

// The account strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.forgot.metaTitle, description: strings.account.forgot.intro });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUser(context)) throw redirect("/dashboard");
  // The number or e-mail typed on the sign-in page, carried here.
  return { typed: (new URL(request.url).searchParams.get("identifier") ?? "").slice(0, 254) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const identifier = field(form, "identifier").trim();
  const result = await context.api.post("/api/auth/password/forgot", contactBody(identifier));
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, result.error, strings.account.forgot.failed), identifier }, { status: result.status });
  }
  // The same answer whether or not an account exists: a phone goes on to the code form, an e-mail waits for its link.
  if (isPhone(identifier)) return redirect(`/reset-password?${new URLSearchParams({ phone: identifier, sent: "1" })}`);
  return data({ sentEmail: true, identifier });
}

export default function ForgotPassword() {
  const strings = useStrings();
  const t = strings.account.forgot;
  const { typed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const identifier = actionData?.identifier ?? typed;
  const submitting = navigation.state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : null;
  const sentEmail = actionData && "sentEmail" in actionData;

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.title}</h1>
        {error ? <Alert kind="error">{error}</Alert> : <Alert kind="success">{sentEmail ? t.sentEmail : null}</Alert>}
        <p className="muted">{t.intro}</p>
        <Form method="post" className="stack">
          <FormKey />
          <Field
            id="identifier"
            name="identifier"
            label={strings.account.identifier}
            hint={strings.account.phoneHint}
            autoComplete="username"
            required
            maxLength={254}
            defaultValue={identifier}
          />
          <button type="submit" className="button button-block" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
        <p className="center">
          <Link to={identifier ? `/login?${new URLSearchParams({ identifier })}` : "/login"}>{t.backToLogin}</Link>
        </p>
      </div>
    </section>
  );
}
