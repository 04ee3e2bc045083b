// One report form for everything a user can report: /report?target_type=&target_id=&back= (works without JavaScript).
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { SelectField, TextareaField } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, field } from "~/lib/forms";
import { areaRoute, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { requireUser, safeRedirect } from "~/lib/session.server";
import { MAX_REPORT_TEXT, REPORT_REASONS, REPORT_TARGET_TYPES, type ReportTargetType } from "../../worker/domain";
import { isId } from "../../worker/ids";

const area = areaRoute("account");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.account.report.title, description: strings.account.report.intro });
};

function readTarget(params: URLSearchParams | FormData) {
  const type = String(params.get("target_type") ?? "");
  const id = String(params.get("target_id") ?? "");
  if (!(REPORT_TARGET_TYPES as readonly string[]).includes(type) || !isId(id)) return null;
  return { type: type as ReportTargetType, id: Number(id), back: safeRedirect(params.get("back"), "/dashboard") };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const target = readTarget(url.searchParams);
  if (!target) throw new Response("Not found", { status: 404 });
  return { target, sent: url.searchParams.get("notice") === "report-sent" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const target = readTarget(form);
  const strings = await requestStrings(request, context);
  if (!target) return data({ error: strings.account.report.failure }, { status: 400 });
  const details = field(form, "details").trim();
  const result = await context.api.post("/api/reports", {
    target_type: target.type,
    target_id: target.id,
    reason: field(form, "reason"),
    ...(details ? { details } : {}),
  });
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, strings.account.report.failure) }, { status: result.status });
  const params = new URLSearchParams({ target_type: target.type, target_id: String(target.id), back: target.back });
  return redirect(withNotice(`/report?${params}`, "report-sent", "report"));
}

export default function ReportPage() {
  const { target, sent } = useLoaderData<typeof loader>();
  const t = useStrings().account.report;
  const actionData = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="container page auth-page">
      <div className="card auth-card" id="report">
        <h1>{t.title}</h1>
        {sent ? (
          <Notice at="report" />
        ) : (
          <>
            <Alert kind="error">{actionData?.error}</Alert>
            <p className="muted">{t.intro}</p>
            <p>
              {t.what}: <strong>{t.types[target.type]}</strong>
            </p>
            <Form method="post" className="stack">
              <FormKey />
              <input type="hidden" name="target_type" value={target.type} />
              <input type="hidden" name="target_id" value={target.id} />
              <input type="hidden" name="back" value={target.back} />
              <SelectField
                id="reason"
                name="reason"
                label={t.reason}
                required
                options={REPORT_REASONS.map((reason) => ({ value: reason, label: t.reasons[reason] }))}
              />
              <TextareaField id="details" name="details" label={t.details} hint={t.detailsHint} maxLength={MAX_REPORT_TEXT} rows={4} />
              <button type="submit" className="button button-block" disabled={submitting}>
                {t.submit}
              </button>
            </Form>
          </>
        )}
        <p className="center">
          <Link to={target.back}>{t.back}</Link>
        </p>
      </div>
    </section>
  );
}
