import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { ContactForms } from "~/components/ContactForms";
import { FormKey } from "~/components/FormKey";
import { CheckboxField, Field } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { UssdPinForm } from "~/components/UssdPinForm";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { contactAction } from "~/lib/contact.server";
import { readForm } from "~/lib/form-key";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { USSD_PIN_INTENTS, ussdPinAction, ussdPinState } from "~/lib/ussd-pin.server";
import { liteCookie } from "../../worker/lite";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return { user, lite: context.lite, ussdPin: await ussdPinState(request, context) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const intent = field(form, "intent");
  if (USSD_PIN_INTENTS.includes(intent)) return ussdPinAction(request, context, form, intent);
  // A new phone or e-mail is confirmed by a code or link sent to it, never saved straight from this form.
  if (["phone-request", "phone-confirm", "email-request", "contact-proof-phone", "contact-proof-email"].includes(intent))
    return contactAction(request, context, form, intent);
  const values = {
    fullName: field(form, "fullName"),
    location: field(form, "location"),
    lowData: form.get("lowData") === "on",
    // Who sees the phone (ADR 066); the API refuses any other value.
    contact_preference: field(form, "contact_preference") || undefined,
  };
  // Lite mode belongs to this phone (its link, not the account), so it is kept in a cookie, not the profile.
  const lite = form.get("lite") === "on";
  const result = await context.api.put("/api/users/profile", values);
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    return data(
      {
        error: apiErrorMessage(strings, result.error, strings.admin.profile.failed),
        fields: apiFieldErrors(strings, result.error),
        values: { ...values, lite },
      },
      { status: result.status },
    );
  }
  // Post/redirect/get: the root loader then re-reads the user, so the header shows the new name.
  const secure = new URL(request.url).protocol === "https:";
  return redirect(
    withNotice("/profile", "profile-saved", "profile-info"),
    lite === context.lite ? undefined : { headers: { "Set-Cookie": liteCookie(lite, secure) } },
  );
}

export default function ProfileInformation() {
  const strings = useStrings();
  const t = strings.admin.profile;
  const { user, lite, ussdPin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  // The contact forms post here too, with an intent; only this form's own post shows "Updating...".
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/profile") === true && !navigation.formData?.get("intent");
  const profileAnswer = actionData && "values" in actionData ? actionData : undefined;
  const values = profileAnswer?.values ?? {
    fullName: user.fullName,
    location: user.location ?? "",
    lowData: user.lowData,
    lite,
    contact_preference: user.contact_preference,
  };
  const fields: Record<string, string> = profileAnswer?.fields ?? {};

  return (
    <>
      <div className="card narrow" id="profile-info">
        <h2>{strings.admin.profile.tabs.info}</h2>
        {profileAnswer?.error ? <Alert kind="error">{profileAnswer.error}</Alert> : <Notice at="profile-info" />}
        <p className="muted small">
          {t.memberSince} {formatDate(strings.dates.months, user.created_at)}{" "}
          {user.verificationBadge === "verified" ? <VerifiedBadge /> : null}
        </p>
        <Form
          method="post"
          className="stack"
          key={user.fullName + (user.location ?? "") + String(user.lowData) + String(lite) + user.contact_preference}
        >
          <FormKey />
          <Field id="profile-email" type="email" label={t.email} value={user.email ?? ""} readOnly />
          <Field id="profile-phone" type="tel" label={t.phone} value={user.phone ?? ""} readOnly />
          <Field id="profile-role" label={t.role} value={strings.roles[user.role]?.label ?? user.role} readOnly />
          <Field
            id="fullName"
            name="fullName"
            label={t.fullName}
            required
            maxLength={100}
            autoComplete="name"
            error={fields.fullName}
            defaultValue={values.fullName}
          />
          <Field
            id="location"
            name="location"
            label={t.location}
            maxLength={100}
            placeholder={t.locationPlaceholder}
            error={fields.location}
            defaultValue={values.location}
          />
          <fieldset className="role-picker" id="contact-preference">
            <legend>{t.contactTitle}</legend>
            {(["phone", "requests_only"] as const).map((choice) => (
              <label key={choice} className="role-option">
                <input type="radio" name="contact_preference" value={choice} defaultChecked={values.contact_preference === choice} />
                <span>{choice === "phone" ? t.contactPhone : t.contactRequestsOnly}</span>
              </label>
            ))}
            <p className="small muted">{t.contactNote}</p>
          </fieldset>
          <CheckboxField id="lowData" name="lowData" label={t.lowData} hint={t.lowDataNote} defaultChecked={values.lowData} />
          <CheckboxField id="lite" name="lite" label={t.liteMode} hint={t.liteModeNote} defaultChecked={values.lite} />
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </button>
        </Form>
      </div>
      <ContactForms
        phone={user.phone ?? null}
        phoneConfirmed={user.phone_confirmed}
        email={user.email ?? null}
        notice={searchParams.get("contact")}
        sentTo={searchParams.get("to") ?? ""}
        failed={actionData && "contact" in actionData ? actionData.contact : undefined}
        hasPassword={user.has_password}
        frozen={user.contact_changes_frozen}
      />
      {ussdPin && (ussdPin.set || searchParams.get("notice") === "ussd-pin-reset") ? (
        <UssdPinForm
          set={ussdPin.set}
          pausedText={ussdPin.pausedText}
          hasPassword={user.has_password}
          proofSent={searchParams.get("ussd") === "proof-sent"}
          error={actionData && "ussdPin" in actionData ? actionData.ussdPin.error : undefined}
        />
      ) : null}
    </>
  );
}
