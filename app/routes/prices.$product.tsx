import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fact, Facts, Money, Whole } from "~/components/Facts";
import { SelectField } from "~/components/forms";
import { PriceAlerts, type PriceAlertView } from "~/components/prices/PriceAlerts";
import { PriceChart } from "~/components/prices/PriceChart";
import { readForm } from "~/lib/form-key";
import { formatCount, formatDate, formatNaira } from "~/lib/format";
import { apiErrorMessage } from "~/lib/forms";
import { areaRoute, metaStrings, useLanguage, useStrings } from "~/lib/i18n";
import { requestLanguage, requestStrings } from "~/lib/language.server";
import { changeText, type PriceGuideAnswer, unitLabel, type WeeklyPrice } from "~/lib/prices";
import { pageMeta } from "~/lib/seo";
import { getUser, requireUser } from "~/lib/session.server";
import css from "~/styles/prices.css?url";
import { PRICE_UNITS } from "../../worker/domain";
import { isProductSlug, productName } from "../../worker/products";
import { isStateSlug, NIGERIAN_STATES, stateName } from "../../worker/states";

export const links = () => [{ rel: "stylesheet", href: css }];

const area = areaRoute("prices");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

const WINDOWS = ["30", "90", "180", "365"];

export const meta: MetaFunction<typeof loader> = ({ matches, data: loaded }) => {
  const strings = metaStrings(matches);
  const name = loaded ? productName(loaded.guide.product, loaded.language) : "";
  return pageMeta(strings, { title: strings.prices.productTitle(name), description: strings.prices.description });
};

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const product = params.product ?? "";
  if (!isProductSlug(product)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const query = new URLSearchParams({ product });
  // Unknown choices (an old link, a typed URL) fall back to the defaults rather than an error page.
  const state = url.searchParams.get("state") ?? "";
  if (isStateSlug(state)) query.set("state", state);
  const unit = url.searchParams.get("unit") ?? "";
  if ((PRICE_UNITS as readonly string[]).includes(unit)) query.set("unit", unit);
  const days = url.searchParams.get("days") ?? "";
  if (WINDOWS.includes(days)) query.set("days", days);
  // Side by side, so their reads share a round trip: the guide, and when signed in their alerts (to set one here and
  // delete any).
  const [result, alerts] = await Promise.all([
    context.api.get<PriceGuideAnswer>(`/api/prices?${query}`),
    getUser(context).then((user) => (user ? context.api.get<{ alerts: PriceAlertView[] }>("/api/prices/alerts") : null)),
  ]);
  if (!result.ok) throw data(result.error, { status: result.status });
  if (alerts && !alerts.ok) throw data(alerts.error, { status: alerts.status });
  return { guide: result.data, alerts: alerts ? alerts.data.alerts : null, language: await requestLanguage(request, context) };
}

/** Sets (or changes) the alert on this page's product, unit and state, or deletes one of the user's alerts. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const product = params.product ?? "";
  if (!isProductSlug(product)) throw data(null, { status: 404 });
  const form = await readForm(request, context);
  const strings = await requestStrings(request, context);
  const t = strings.prices.alerts;
  const result =
    form.get("intent") === "delete"
      ? await context.api.delete(`/api/prices/alerts/${encodeURIComponent(String(form.get("id") ?? ""))}`)
      : await context.api.post("/api/prices/alerts", {
          product,
          unit: String(form.get("unit") ?? ""),
          state: String(form.get("state") ?? ""),
          threshold_pct: Number(form.get("threshold_pct")),
        });
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, t.failed) }, { status: result.status });
  return { done: form.get("intent") === "delete" ? t.removed : t.saved };
}

function WeekTable({ listings, deals }: { listings: WeeklyPrice[]; deals: WeeklyPrice[] }) {
  const strings = useStrings();
  const t = strings.prices;
  const weeks = [...new Set([...listings, ...deals].map((week) => week.week_start))].sort().reverse();
  const price = (value: number | null | undefined) => (value === null || value === undefined ? "–" : formatNaira(value));
  return (
    <div className="table-scroll">
      <table className="prices-table">
        <caption>{t.tableTitle}</caption>
        <thead>
          {/* Three columns, each fact on its own line, so a week reads on a 360 px phone without scrolling sideways. */}
          <tr>
            <th scope="col">{t.weekOf}</th>
            <th scope="col">{t.fromListings}</th>
            <th scope="col">{t.fromDeals}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => {
            const listing = listings.find((entry) => entry.week_start === week);
            const deal = deals.find((entry) => entry.week_start === week);
            return (
              <tr key={week}>
                <th scope="row">{formatDate(strings.dates.months, week)}</th>
                <td>
                  <span className="nowrap">{price(listing?.median)}</span>
                  {listing?.p25 === null || listing?.p25 === undefined ? null : (
                    <span className="prices-sub">
                      <span className="nowrap">{price(listing.p25)}</span> – <span className="nowrap">{price(listing.p75)}</span>
                    </span>
                  )}
                  <span className="prices-sub">{t.pricesCounted(listing?.count ?? 0)}</span>
                </td>
                <td>
                  <span className="nowrap">{price(deal?.median)}</span>
                  <span className="prices-sub">{t.dealsCounted(deal?.count ?? 0)}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export default function ProductPrices() {
  const strings = useStrings();
  const t = strings.prices;
  const language = useLanguage();
  const { guide, alerts } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const name = productName(guide.product, language);
  const unit = unitLabel(strings, guide.unit);
  const place = guide.state ? stateName(guide.state) : t.allNigeria;
  const change = changeText(t, guide.change_30d_pct);
  const units = guide.units.includes(guide.unit) ? guide.units : [guide.unit, ...guide.units];
  const browse = new URLSearchParams({ product: guide.product, ...(guide.state ? { state: guide.state } : {}) });
  return (
    <div className="container page prices-page">
      <p>
        <Link to={guide.state ? `/prices?state=${guide.state}` : "/prices"}>{t.allPrices}</Link>
      </p>
      <h1>{t.productTitle(name)}</h1>
      <Form method="get" className="prices-filter">
        <SelectField
          id="state"
          name="state"
          label={t.state}
          defaultValue={guide.state ?? ""}
          options={[{ value: "", label: t.allNigeria }, ...NIGERIAN_STATES.map((entry) => ({ value: entry.slug, label: entry.name }))]}
        />
        <SelectField
          id="unit"
          name="unit"
          label={t.unit}
          defaultValue={guide.unit}
          options={units.map((value) => ({ value, label: unitLabel(strings, value) }))}
        />
        <SelectField
          id="days"
          name="days"
          label={t.period}
          defaultValue={String(guide.days)}
          options={WINDOWS.map((value) => ({ value, label: t.lastDays(Number(value)) }))}
        />
        <button type="submit" className="button button-small">
          {t.show}
        </button>
      </Form>
      <div className="price-facts">
        <section aria-labelledby="from-listings">
          <h2 id="from-listings">{t.fromListings}</h2>
          <Facts>
            <Fact label={t.median}>{guide.listings.median === null ? t.tooFew : t.perUnit(formatNaira(guide.listings.median), unit)}</Fact>
            <Fact label={t.middleHalf}>
              {guide.listings.p25 === null ? (
                "–"
              ) : (
                <>
                  <Money naira={guide.listings.p25} /> – <Money naira={guide.listings.p75} />
                </>
              )}
            </Fact>
            <Fact label={t.dataPoints}>
              <Whole>{formatCount(guide.listings.count)}</Whole>
            </Fact>
            <Fact label={t.change}>{change ? change.text : "–"}</Fact>
          </Facts>
          {guide.listings.outliers > 0 ? <p className="muted">{t.outliers(guide.listings.outliers)}</p> : null}
        </section>
        <section aria-labelledby="from-deals">
          <h2 id="from-deals">{t.fromDeals}</h2>
          <Facts>
            <Fact label={t.median}>{guide.deals.median === null ? t.tooFew : t.perUnit(formatNaira(guide.deals.median), unit)}</Fact>
            <Fact label={t.dataPoints}>
              <Whole>{formatCount(guide.deals.count)}</Whole>
            </Fact>
          </Facts>
        </section>
      </div>
      {guide.weekly.length === 0 && guide.weekly_deals.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <PriceChart
            listings={guide.weekly}
            deals={guide.weekly_deals}
            title={t.chartTitle(name, unit, place)}
            legend={{ median: t.legendMedian, band: t.legendBand, deals: t.legendDeals }}
          />
          <WeekTable listings={guide.weekly} deals={guide.weekly_deals} />
        </>
      )}
      <p>
        <Link to={`/listings?${browse}`}>{t.seeListings}</Link>
      </p>
      <PriceAlerts product={guide.product} unit={guide.unit} state={guide.state} alerts={alerts} message={actionData} />
      <p className="muted">{t.method}</p>
    </div>
  );
}
