// Under the listing form's price: with JavaScript, the guide's median for the chosen product, unit and state, read from
// GET /api/prices as the choices change; without it (and until it runs), a link to the product's price page.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formatNaira } from "~/lib/format";
import { useLanguage, useStrings } from "~/lib/i18n";
import { unitLabel } from "~/lib/prices";
import { productName } from "../../../worker/products";
import { stateName } from "../../../worker/states";

interface Choice {
  product: string;
  unit: string;
  state: string;
}

interface Props {
  /** The form's starting choice. */
  initial: Choice;
  /** The names the form posts the three fields under. */
  names: Choice;
}

const guideLink = ({ product, unit, state }: Choice) =>
  product ? `/prices/${product}?${new URLSearchParams({ unit, ...(state ? { state } : {}) })}` : "/prices";

export function PriceHint({ initial, names }: Props) {
  const strings = useStrings();
  const t = strings.prices.hint;
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [answer, setAnswer] = useState<{ key: string; median: number | null; count: number } | null>(null);

  // Follow the form's selects once the user changes one (a page of several edit forms fetches nothing until then).
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const read = () => {
      const data = new FormData(form);
      const value = (name: string) => String(data.get(name) ?? "");
      setChoice({ product: value(names.product), unit: value(names.unit), state: value(names.state) });
    };
    form.addEventListener("change", read);
    return () => form.removeEventListener("change", read);
  }, [names.product, names.unit, names.state]);

  const query =
    choice?.product && choice.unit
      ? new URLSearchParams({ product: choice.product, unit: choice.unit, ...(choice.state ? { state: choice.state } : {}) }).toString()
      : "";
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    fetch(`/api/prices?${query}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ listings: { median: number | null; count: number } }>) : null))
      .then((guide) => {
        if (guide) setAnswer({ key: query, median: guide.listings.median, count: guide.listings.count });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [query]);

  const shown = choice ?? initial;
  const place = shown.state ? stateName(shown.state) : strings.prices.allNigeria;
  const current = answer && answer.key === query ? answer : null;
  let text: string | null = null;
  if (choice && !query) text = t.choose;
  else if (current)
    text =
      current.median === null
        ? t.tooFew(place)
        : t.median(place, formatNaira(current.median), unitLabel(strings, shown.unit), current.count);
  return (
    <div ref={ref} className="price-hint" data-testid="price-hint">
      <p aria-live="polite">{text}</p>
      <p>
        <Link to={guideLink(shown)}>{shown.product ? t.productGuide(productName(shown.product, language)) : t.guide}</Link>
      </p>
    </div>
  );
}
