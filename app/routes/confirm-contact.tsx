import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";

// The account strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.contact.confirmMetaTitle, description: strings.account.contact.confirmIntro });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

// Opening the link only shows a button: mail scanners that follow links must not confirm an address.
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const result = await context.api.post("/api/users/contact/confirm", { token: field(form, "token") });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data({ error: apiErrorMessage(strings, result.error, strings.account.contact.failed) }, { status: result.status });
  }
  return redirect("/profile?contact=email-saved#change-email");
}

export default function ConfirmContact() {
  const strings = useStrings();
  const t = strings.account.contact;
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.confirmTitle}</h1>
        <Alert kind="error">{actionData?.error}</Alert>
        {token ? (
          <Form method="post" className="stack">
            <FormKey />
            <p>{t.confirmIntro}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button-block" disabled={submitting}>
              {submitting ? t.confirming : t.confirmButton}
            </button>
          </Form>
        ) : (
          <p>{strings.account.reset.incomplete}</p>
        )}
        <p className="center">
          <Link to="/profile">{t.toProfile}</Link>
        </p>
      </div>
    </section>
  );
}
