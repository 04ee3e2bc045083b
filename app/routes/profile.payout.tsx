import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field, SelectField } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import type { PayoutAccountDto } from "../../worker/services/payments/payout-accounts";

/**
 * /profile/payout, "Get paid through Gona" (ADR 082): the bank account a licensed provider pays a seller into. A plain
 * form (it works without JavaScript): the API checks the NUBAN check digit and asks the bank for the holder's name,
 * which the page then shows for the seller to confirm.
 */

/** Farmers and suppliers only: anyone else is sent back to Profile Information. */
async function requireSeller(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context);
  if (user.role !== "farmer" && user.role !== "supplier") throw redirect("/profile");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSeller(request, context);
  const [banks, own] = await Promise.all([
    context.api.get<{ code: string; name: string }[]>("/api/payments/banks"),
    context.api.get<{ payout_account: PayoutAccountDto | null }>("/api/users/payout-account"),
  ]);
  if (!own.ok) throw new Response("Payout account unavailable", { status: own.status });
  if (banks.ok) return { banks: banks.data, banksError: null, account: own.data.payout_account };
  // The provider cannot list banks now: the page says so in the reader's language, and the form waits.
  const strings = await requestStrings(request, context);
  const banksError = apiErrorMessage(strings, banks.error, strings.errors.payment_provider_unavailable);
  return { banks: null, banksError, account: own.data.payout_account };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireSeller(request, context);
  const form = await readForm(request, context);
  const strings = await requestStrings(request, context);
  const t = strings.account.payout;
  const noFields: Record<string, string> = {};
  if (field(form, "intent") === "remove") {
    const removed = await context.api.delete("/api/users/payout-account");
    if (!removed.ok)
      return data({ error: apiErrorMessage(strings, removed.error, t.failed), fields: noFields, values: null }, { status: removed.status });
    return redirect(withNotice("/profile/payout", "payout-account-removed", "payout-account"));
  }
  const values = { bank_code: field(form, "bank_code"), account_number: field(form, "account_number") };
  const saved = await context.api.put("/api/users/payout-account", values);
  if (!saved.ok) {
    const fields = apiFieldErrors(strings, saved.error);
    // A refusal about one field is shown at that field; anything else above the form.
    const error = fields.bank_code || fields.account_number ? undefined : apiErrorMessage(strings, saved.error, t.failed);
    return data({ error, fields, values }, { status: saved.status });
  }
  return redirect(withNotice("/profile/payout", "payout-account-saved", "payout-account"));
}

export default function PayoutAccount() {
  const t = useStrings().account.payout;
  const { banks, banksError, account } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const values = answer?.values ?? null;
  const options = [{ value: "", label: t.chooseBank }, ...(banks ?? []).map((bank) => ({ value: bank.code, label: bank.name }))];
  return (
    <section id="payout-account" className="card narrow stack" aria-labelledby="payout-account-title">
      <h2 id="payout-account-title">{t.title}</h2>
      <Notice at="payout-account" />
      <p>{t.intro}</p>
      <p className="muted small">{t.optional}</p>
      {account ? (
        <p data-testid="payout-account">
          {t.current}: <strong>{t.account(account.account_name, account.bank_name, account.account_number_last4)}</strong>
        </p>
      ) : (
        <p className="muted">{t.none}</p>
      )}
      {banks ? (
        <Form method="post" className="stack">
          <FormKey />
          <Alert kind="error">{answer?.error}</Alert>
          <input type="hidden" name="intent" value="save" />
          <SelectField
            id="payout-bank"
            name="bank_code"
            label={t.bank}
            options={options}
            defaultValue={values?.bank_code ?? account?.bank_code ?? ""}
            error={answer?.fields.bank_code}
            required
          />
          <Field
            id="payout-account-number"
            name="account_number"
            label={t.accountNumber}
            hint={t.accountNumberHint}
            defaultValue={values?.account_number ?? ""}
            error={answer?.fields.account_number}
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            required
          />
          <button type="submit" className="button" disabled={saving}>
            {saving ? t.saving : account ? t.change : t.save}
          </button>
        </Form>
      ) : (
        <Alert kind="error">{banksError}</Alert>
      )}
      {account ? (
        <Form method="post">
          <FormKey />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="button button-ghost">
            {t.remove}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
