// A product page's price alert: the form that asks to be told when this median moves, and the user's own alerts
// with a Delete button each. Plain Remix forms: they work without JavaScript.
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { SelectField } from "~/components/forms";
import { useLanguage, useStrings } from "~/lib/i18n";
import { ownPathAndQuery } from "~/lib/own-path";
import { unitLabel } from "~/lib/prices";
import { productName } from "../../../worker/products";
import { stateName } from "../../../worker/states";

export interface PriceAlertView {
  id: number;
  product: string;
  unit: string;
  state: string | null;
  threshold_pct: number;
}

const THRESHOLDS = [5, 10, 15, 20, 25, 50];

interface Props {
  product: string;
  unit: string;
  state: string | null;
  /** The signed-in user's alerts; null when signed out. */
  alerts: PriceAlertView[] | null;
  message?: { error?: string; done?: string } | null;
}

export function PriceAlerts({ product, unit, state, alerts, message }: Props) {
  const strings = useStrings();
  const t = strings.prices.alerts;
  const language = useLanguage();
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const place = (slug: string | null) => (slug ? stateName(slug) : strings.prices.allNigeria);
  const current = alerts?.find((alert) => alert.product === product && alert.unit === unit && alert.state === state);
  return (
    <section aria-labelledby="price-alert" className="card price-alerts">
      <h2 id="price-alert">{t.title}</h2>
      {alerts === null ? (
        <p>
          <Link to={`/login?redirectTo=${encodeURIComponent(ownPathAndQuery(location.pathname, location.search))}`}>{t.signIn}</Link>
        </p>
      ) : (
        <>
          <Form method="post" className="price-alert-form">
            <FormKey />
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="unit" value={unit} />
            <input type="hidden" name="state" value={state ?? ""} />
            <SelectField
              id="threshold_pct"
              name="threshold_pct"
              label={t.intro(productName(product, language), unitLabel(strings, unit), place(state))}
              defaultValue={String(current?.threshold_pct ?? 10)}
              options={THRESHOLDS.map((pct) => ({ value: String(pct), label: `${pct}%` }))}
            />
            <button type="submit" className="button button-small" disabled={busy}>
              {t.save}
            </button>
          </Form>
          {message?.error ? (
            <Alert kind="error" answer={message}>
              {message.error}
            </Alert>
          ) : (
            <Alert kind="success" outcome answer={message}>
              {message?.done}
            </Alert>
          )}
          <h3>{t.yours}</h3>
          {alerts.length === 0 ? (
            <p className="muted">{t.none}</p>
          ) : (
            <ul className="price-alert-list">
              {alerts.map((alert) => {
                const entry = t.entry(
                  productName(alert.product, language),
                  unitLabel(strings, alert.unit),
                  place(alert.state),
                  alert.threshold_pct,
                );
                return (
                  <li key={alert.id}>
                    <span>{entry}</span>
                    <Form method="post">
                      <FormKey />
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={alert.id} />
                      <button
                        type="submit"
                        className="button button-small button-secondary"
                        aria-label={t.removeLabel(entry)}
                        disabled={busy}
                      >
                        {t.remove}
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
