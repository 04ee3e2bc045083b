// The "this was not me" link sent to the old phone or e-mail after a contact change (ADR 053): opening it shows a
// button (mail scanners that follow links must not undo anything); pressing it puts the old contact back, signs every
// device out and freezes contact changes until a password reset. Works signed out and without JavaScript.
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { pageMeta } from "~/lib/seo";

const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.contact.notMeMetaTitle, description: strings.account.contact.notMeIntro });
};

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const result = await context.api.post("/api/auth/contact/revert", { token: field(form, "token") });
  const strings = await requestStrings(request, context);
  if (!result.ok)
    return data({ done: false, error: apiErrorMessage(strings, result.error, strings.account.contact.failed) }, { status: result.status });
  return { done: true, error: null };
}

export default function NotMe() {
  const strings = useStrings();
  const t = strings.account.contact;
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";

  return (
    <section className="container page auth-page">
      <div className="card auth-card">
        <h1>{t.notMeTitle}</h1>
        <Alert kind="error">{actionData?.error}</Alert>
        {actionData?.done ? (
          <>
            <Alert kind="success">{t.notMeDone}</Alert>
            <Link to="/forgot-password" className="button button-block">
              {t.resetPassword}
            </Link>
          </>
        ) : token ? (
          <Form method="post" className="stack">
            <FormKey />
            <p>{t.notMeIntro}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button-block" disabled={submitting}>
              {submitting ? t.notMeWorking : t.notMeButton}
            </button>
          </Form>
        ) : (
          <p>{strings.account.reset.incomplete}</p>
        )}
      </div>
    </section>
  );
}
