// Yoruba: what the UI says for each API error code (mirrors ../en/errors.ts key by key).
import type { Catalog } from "../../i18n";

export const errorStrings: Catalog["errors"] = {
  bad_request: "A kò gba ìbéèrè yìí",
  not_found: "A kò rí i",
  sign_in_required: "Ẹ jọ̀wọ́ ẹ wọlé kí ẹ tó tẹ̀síwájú",
  forbidden: "A kò gbà yín láàyè láti ṣe èyí",
  internal_error: "Nǹkan kan dàrú lọ́dọ̀ wa. Ẹ jọ̀wọ́ ẹ tún gbìyànjú.",
  invalid_value: "Ohun tí ẹ kọ kò tọ̀nà",
};
