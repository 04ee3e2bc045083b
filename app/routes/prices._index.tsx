import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SelectField } from "~/components/forms";
import { Sparkline } from "~/components/prices/Sparkline";
import { formatCount, formatNaira } from "~/lib/format";
import { areaRoute, metaStrings, useLanguage, useStrings } from "~/lib/i18n";
import { changeText, type PriceSummaryRow, unitLabel } from "~/lib/prices";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/prices.css?url";
import { productName } from "../../worker/products";
import { isStateSlug, NIGERIAN_STATES, stateName } from "../../worker/states";

export const links = () => [{ rel: "stylesheet", href: css }];

const area = areaRoute("prices");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.prices.title, description: strings.prices.description });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("state") ?? "";
  // An unknown state (an old link, a typed URL) shows all Nigeria rather than an error page.
  const state = isStateSlug(raw) ? raw : "";
  const result = await context.api.get<PriceSummaryRow[]>(`/api/prices/summary${state ? `?state=${state}` : ""}`);
  if (!result.ok) throw data(result.error, { status: result.status });
  return { rows: result.data, state };
}

export default function Prices() {
  const strings = useStrings();
  const t = strings.prices;
  const language = useLanguage();
  const { rows, state } = useLoaderData<typeof loader>();
  const place = state ? stateName(state) : t.allNigeria;
  return (
    <div className="container page prices-page">
      <h1>{t.title}</h1>
      <p className="lead">{t.intro}</p>
      <Form method="get" className="prices-filter">
        <SelectField
          id="state"
          name="state"
          label={t.state}
          defaultValue={state}
          options={[{ value: "", label: t.allNigeria }, ...NIGERIAN_STATES.map((entry) => ({ value: entry.slug, label: entry.name }))]}
        />
        <button type="submit" className="button button-small">
          {t.show}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="prices-table">
            <caption>
              {t.title}: {place}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.product}</th>
                {/* Three columns fit a 360 px phone; the weekly trend joins them on wider screens. */}
                <th scope="col">
                  {t.median}
                  <span className="prices-sub">{t.change}</span>
                </th>
                <th scope="col">
                  {t.listings} / {t.deals}
                </th>
                <th scope="col" className="prices-trend">
                  {t.trend}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = productName(row.product, language);
                const unit = unitLabel(strings, row.unit);
                const change = changeText(t, row.change_30d_pct);
                const known = row.weekly.filter((week) => week.median !== null);
                const first = known[0]?.median ?? null;
                const last = known[known.length - 1]?.median ?? null;
                const query = new URLSearchParams({ unit: row.unit, ...(state ? { state } : {}) });
                return (
                  <tr key={`${row.product}-${row.unit}`}>
                    <th scope="row">
                      <Link to={`/prices/${row.product}?${query}`}>{name}</Link>
                      <span className="muted"> / {unit}</span>
                    </th>
                    <td>
                      {row.median === null ? (
                        <span className="muted">{t.tooFew}</span>
                      ) : (
                        <span className="nowrap">{formatNaira(row.median)}</span>
                      )}
                      <span className="prices-sub">
                        {change ? (
                          <>
                            <span aria-hidden="true">{change.sign}</span>
                            <span className="visually-hidden">{change.text}</span>
                          </>
                        ) : (
                          <span className="muted">–</span>
                        )}
                      </span>
                    </td>
                    <td className="nowrap">
                      {formatCount(row.count)}
                      <span className="prices-sub">{formatCount(row.deals_count)}</span>
                    </td>
                    <td className="prices-trend">
                      <Sparkline
                        weekly={row.weekly}
                        empty={t.noTrend}
                        label={t.sparkline(name, unit, formatNaira(first), formatNaira(last), row.weekly.length)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">{t.method}</p>
    </div>
  );
}
