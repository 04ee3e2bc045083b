import { useActionData, useFetcher } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { useStrings } from "~/lib/i18n";

export interface NewsletterResult {
  newsletter: { ok: boolean; message: string };
}

/** The blog's newsletter box: posts to the blog route's action (a fetcher with JS, a plain form without). */
export function NewsletterBox() {
  const t = useStrings().site.newsletter;
  const fetcher = useFetcher<NewsletterResult>();
  const actionData = useActionData<NewsletterResult>();
  const result = fetcher.data?.newsletter ?? actionData?.newsletter;
  return (
    <section className="card newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t.title}</h2>
      <p className="muted">{t.body}</p>
      {/* The answer takes focus where the form is, so it is in view and read out, with or without a page load. */}
      {result ? (
        <Alert kind={result.ok ? "success" : "error"} outcome={result.ok} answer={result}>
          {result.message}
        </Alert>
      ) : null}
      <fetcher.Form method="post" action="/blog" className="newsletter-form">
        <FormKey />
        <Field id="newsletter-email" name="email" type="email" label={t.email} autoComplete="email" required />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {t.subscribe}
        </button>
      </fetcher.Form>
    </section>
  );
}
