import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Notice } from "~/components/Notice";
import { PushToggle } from "~/components/PushToggle";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage } from "~/lib/forms";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { MAX_SMS_PER_DAY, NOTIFICATION_TYPES, SMS_NOTIFICATION_TYPES } from "../../worker/domain";
import type { Preferences } from "../../worker/services/notification-preferences";

const offersSms = (type: string) => (SMS_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** /profile/notifications: this device's phone notifications (needs JavaScript) and the choices per type (a plain form). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [preferences, key] = await Promise.all([
    context.api.get<{ preferences: Preferences }>("/api/notifications/preferences"),
    context.api.get<{ publicKey: string }>("/api/push/public-key"),
  ]);
  if (!preferences.ok) throw new Response("Preferences unavailable", { status: preferences.status });
  return { preferences: preferences.data.preferences, publicKey: key.ok ? key.data.publicKey : null, hasPhone: Boolean(user.phone) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  // Every type is sent: an unticked box is a "no".
  const preferences = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [
      type,
      offersSms(type)
        ? { push: form.get(`push:${type}`) === "on", sms: form.get(`sms:${type}`) === "on" }
        : { push: form.get(`push:${type}`) === "on" },
    ]),
  );
  const result = await context.api.put("/api/notifications/preferences", { preferences });
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    const t = strings.admin.notificationSettings;
    return data({ error: apiErrorMessage(strings, result.error, t.saveFailed) }, { status: result.status });
  }
  return redirect(withNotice("/profile/notifications", "notification-settings-saved", "notification-choices"));
}

export default function ProfileNotifications() {
  const t = useStrings().admin.notificationSettings;
  const { preferences, publicKey, hasPhone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <>
      <div className="card narrow">
        <h2>{t.deviceTitle}</h2>
        <p>{t.deviceIntro}</p>
        <PushToggle publicKey={publicKey} />
      </div>
      <div className="card narrow" id="notification-choices">
        <h2>{t.choicesTitle}</h2>
        <p className="muted small">{t.intro}</p>
        {actionData?.error ? <Alert kind="error">{actionData.error}</Alert> : <Notice at="notification-choices" />}
        <Form method="post" className="stack">
          <FormKey />
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t.typeColumn}</th>
                  <th scope="col">{t.pushColumn}</th>
                  <th scope="col">{t.smsColumn}</th>
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_TYPES.map((type) => (
                  <tr key={type}>
                    <th scope="row" id={`type-${type}`}>
                      {t.types[type]}
                    </th>
                    <td>
                      <input
                        type="checkbox"
                        name={`push:${type}`}
                        aria-label={`${t.types[type]}: ${t.pushColumn}`}
                        defaultChecked={preferences[type].push}
                      />
                    </td>
                    <td>
                      {offersSms(type) ? (
                        <input
                          type="checkbox"
                          name={`sms:${type}`}
                          aria-label={`${t.types[type]}: ${t.smsColumn}`}
                          defaultChecked={preferences[type].sms ?? false}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted small">
            {t.smsNote(MAX_SMS_PER_DAY)} {hasPhone ? null : t.smsNeedsPhone}
          </p>
          <button type="submit" className="button" disabled={saving}>
            {saving ? t.saving : t.save}
          </button>
        </Form>
      </div>
    </>
  );
}
