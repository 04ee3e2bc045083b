// What the UI says for each API error code in English: the API's own English (worker/http/error-codes/).
// The other languages translate this list key by key.
import { API_ERRORS } from "../../../../worker/http/error-codes";

export const errorStrings: Record<keyof typeof API_ERRORS, string> = API_ERRORS;
