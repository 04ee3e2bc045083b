// Hausa: what the UI says for each API error code; app/lib/strings/en/errors.ts is the reference.
import type { Catalog } from "../../i18n";

export const errorStrings: Catalog["errors"] = {
  bad_request: "Ba a karɓi buƙatar ba",
  not_found: "Ba a samu ba",
  sign_in_required: "Don Allah ku shiga don ci gaba",
  forbidden: "Ba ku da izinin yin wannan",
  internal_error: "Wani kuskure ya faru a ɓangarenmu. Don Allah ku sake gwadawa.",
  invalid_value: "Wannan bayani bai yi daidai ba",
};
