import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { pageMeta } from "~/lib/seo";
import { strings } from "~/lib/strings";
import css from "~/styles/site.css?url";

const t = strings.site.contact;

export const links = () => [{ rel: "stylesheet", href: css }];

export const meta: MetaFunction = () => pageMeta({ title: t.title, description: t.description });

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return { sent: params.get("sent") === "1", subject: params.get("subject")?.slice(0, 150) ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = {
    name: field(form, "name"),
    contact: field(form, "contact"),
    subject: field(form, "subject"),
    message: field(form, "message"),
  };
  const result = await context.api.post("/api/contact", values);
  if (result.ok) return redirect("/contact?sent=1#contact-form");
  return data({ error: apiErrorMessage(result.error, t.failed), fields: apiFieldErrors(result.error), values }, { status: result.status });
}

export default function Contact() {
  const { sent, subject } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const values = actionData?.values;
  const fieldError = (name: string) => actionData?.fields?.[name];

  const input = (name: "name" | "contact" | "subject", label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`contact-${name}`}>{label}</label>
      <input
        id={`contact-${name}`}
        name={name}
        required
        defaultValue={values?.[name] ?? (name === "subject" ? subject : "")}
        aria-invalid={fieldError(name) ? true : undefined}
        aria-describedby={fieldError(name) ? `contact-${name}-error` : undefined}
        {...extra}
      />
      {fieldError(name) ? (
        <p id={`contact-${name}-error`} className="field-error">
          {fieldError(name)}
        </p>
      ) : null}
    </div>
  );

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
        {sent ? (
          <div className="alert alert-success" role="status">
            {t.sent}
          </div>
        ) : null}
        {actionData?.error ? (
          <div className="alert alert-error" role="alert">
            {actionData.error}
          </div>
        ) : null}
        <Form method="post" className="stack">
          {input("name", t.name, { autoComplete: "name", maxLength: 100 })}
          {input("contact", t.contact, { autoComplete: "email", maxLength: 254 })}
          <p className="small muted field-hint">{t.contactHint}</p>
          {input("subject", t.subject, { maxLength: 150 })}
          <div className="field">
            <label htmlFor="contact-message">{t.message}</label>
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              maxLength={5000}
              defaultValue={values?.message ?? ""}
              aria-invalid={fieldError("message") ? true : undefined}
            />
            {fieldError("message") ? <p className="field-error">{fieldError("message")}</p> : null}
          </div>
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t.sending : t.send}
          </button>
        </Form>
      </section>
    </div>
  );
}
