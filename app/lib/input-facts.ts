// A seed or chemical listing's registration details as label and value pairs, in the reader's language: the listing
// page (through input-details.server.ts) and the admin's review card show the same facts, with the one date formatter.
import { INPUT_FIELD_NAMES, type InputFieldName, isRegistrationBody } from "../../worker/domain";
import { formatDate } from "./format";
import type { Catalog } from "./i18n";

/** Each detail the listing carries, labelled; empty outside seeds and chemicals. */
export function inputFacts(
  strings: Pick<Catalog, "inputs" | "dates">,
  listing: { category: string } & Partial<Record<InputFieldName, string | null>>,
): { label: string; value: string }[] {
  if (listing.category !== "seeds" && listing.category !== "chemicals") return [];
  const t = strings.inputs;
  return INPUT_FIELD_NAMES.flatMap((name) => {
    const raw = listing[name];
    if (!raw) return [];
    const value =
      name === "expiry_date"
        ? formatDate(strings.dates.months, raw)
        : name === "registration_body" && isRegistrationBody(raw)
          ? t.bodies[raw]
          : raw;
    return [{ label: t.fields[name].label, value }];
  });
}
