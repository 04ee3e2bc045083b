import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { requireUser } from "~/lib/session.server";
import { strings } from "~/lib/strings";

const t = strings.admin.profile;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { user };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const values = {
    fullName: field(form, "fullName"),
    phone: field(form, "phone"),
    location: field(form, "location"),
    lowData: form.get("lowData") === "on",
  };
  const result = await context.api.put("/api/users/profile", values);
  if (!result.ok) {
    return data(
      { error: apiErrorMessage(result.error, t.failed), fields: apiFieldErrors(result.error), values },
      { status: result.status },
    );
  }
  // Post/redirect/get: the root loader then re-reads the user, so the header shows the new name.
  return redirect("/profile?updated=1");
}

export default function ProfileInformation() {
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/profile") === true;
  const values = actionData?.values ?? {
    fullName: user.fullName,
    phone: user.phone ?? "",
    location: user.location ?? "",
    lowData: user.lowData,
  };
  const fields: Record<string, string> = actionData?.fields ?? {};

  return (
    <div className="card narrow">
      <h2>{strings.admin.profile.tabs.info}</h2>
      {actionData?.error ? (
        <div className="alert alert-error" role="alert">
          {actionData.error}
        </div>
      ) : searchParams.get("updated") ? (
        <output className="alert alert-success">{t.updated}</output>
      ) : null}
      <p className="muted small">
        {t.memberSince} {formatDate(user.created_at)} {user.verificationBadge === "verified" ? <VerifiedBadge /> : null}
      </p>
      <Form method="post" className="stack" key={user.fullName + (user.phone ?? "") + (user.location ?? "") + String(user.lowData)}>
        <div className="field">
          <label htmlFor="profile-email">{t.email}</label>
          <input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-note" />
          <span id="profile-email-note" className="muted small">
            {t.emailNote}
          </span>
        </div>
        <div className="field">
          <label htmlFor="profile-role">{t.role}</label>
          <input id="profile-role" value={strings.roles[user.role]?.label ?? user.role} readOnly />
        </div>
        <div className="field">
          <label htmlFor="fullName">{t.fullName}</label>
          <input id="fullName" name="fullName" required maxLength={100} autoComplete="name" defaultValue={values.fullName} />
          {fields.fullName ? <span className="muted small">{fields.fullName}</span> : null}
        </div>
        <div className="field">
          <label htmlFor="phone">{t.phone}</label>
          <input id="phone" name="phone" type="tel" maxLength={30} autoComplete="tel" defaultValue={values.phone} />
        </div>
        <div className="field">
          <label htmlFor="location">{t.location}</label>
          <input id="location" name="location" maxLength={100} placeholder={t.locationPlaceholder} defaultValue={values.location} />
        </div>
        <div className="field">
          <label htmlFor="lowData">
            <input id="lowData" name="lowData" type="checkbox" defaultChecked={values.lowData} aria-describedby="lowData-note" />{" "}
            {t.lowData}
          </label>
          <span id="lowData-note" className="muted small">
            {t.lowDataNote}
          </span>
        </div>
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      </Form>
    </div>
  );
}
