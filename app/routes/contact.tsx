import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field, TextareaField } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

// The site strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("site");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.site.contact.title, description: strings.site.contact.description });
};

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return { subject: params.get("subject")?.slice(0, 150) ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const values = {
    name: field(form, "name"),
    contact: field(form, "contact"),
    subject: field(form, "subject"),
    message: field(form, "message"),
  };
  const result = await context.api.post("/api/contact", values);
  if (result.ok) return redirect(withNotice("/contact", "contact-sent", "contact-form"));
  const strings = await requestStrings(request, context);
  return data(
    { error: apiErrorMessage(strings, result.error, strings.site.contact.failed), fields: apiFieldErrors(strings, result.error), values },
    { status: result.status },
  );
}

export default function Contact() {
  const t = useStrings().site.contact;
  const { subject } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const values = actionData?.values;
  const fieldError = (name: string) => actionData?.fields?.[name];

  return (
    <div className="container page split">
      <section aria-labelledby="contact-title">
        <h1 id="contact-title">{t.title}</h1>
        <p className="lead">{t.intro}</p>
        <h2>{t.where}</h2>
        <address>{t.address}</address>
        <h2 id="social">{t.socialTitle}</h2>
        <p id="whatsapp">{t.social}</p>
      </section>
      <section className="card" id="contact-form" aria-label={t.title}>
        <Notice at="contact-form" />
        <Alert kind="error">{actionData?.error}</Alert>
        <Form method="post" className="stack">
          <FormKey />
          <Field
            id="contact-name"
            name="name"
            label={t.name}
            required
            autoComplete="name"
            maxLength={100}
            error={fieldError("name")}
            defaultValue={values?.name ?? ""}
          />
          <Field
            id="contact-contact"
            name="contact"
            label={t.contact}
            hint={t.contactHint}
            required
            autoComplete="email"
            maxLength={254}
            error={fieldError("contact")}
            defaultValue={values?.contact ?? ""}
          />
          <Field
            id="contact-subject"
            name="subject"
            label={t.subject}
            required
            maxLength={150}
            error={fieldError("subject")}
            defaultValue={values?.subject ?? subject}
          />
          <TextareaField
            id="contact-message"
            name="message"
            label={t.message}
            rows={6}
            required
            maxLength={5000}
            error={fieldError("message")}
            defaultValue={values?.message ?? ""}
          />
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t.sending : t.send}
          </button>
        </Form>
      </section>
    </div>
  );
}
