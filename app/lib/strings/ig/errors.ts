// Igbo: what the UI says for each API error code (mirrors ../en/errors.ts).
import type { Catalog } from "../../i18n";

export const errorStrings: Catalog["errors"] = {
  bad_request: "A jụrụ arịrịọ a",
  not_found: "Achọtaghị ya",
  sign_in_required: "Biko banye ka i gaa n'ihu",
  forbidden: "Enyeghị gị ikike ime nke a",
  internal_error: "Nsogbu dapụtara n'akụkụ anyị. Biko nwaa ọzọ.",
  invalid_value: "Ihe a i dere ezighi ezi",
};
