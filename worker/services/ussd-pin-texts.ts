// The SMS a phone gets when its USSD PIN is reset from the web (ADR 078), in each language, under 160 characters: the
// farmer learns it happened, how to choose a new PIN, and what to do if it was not them.
import type { Language } from "../languages";

export const USSD_PIN_RESET_SMS: Record<Language, string> = {
  en: "Gona: your USSD PIN was reset on the website. To choose a new one, dial Gona and choose 5, then 2. Not you? Contact Gona support.",
  ha: "Gona: an sake saita PIN ɗinku na USSD a shafin yanar gizo. Don zaɓar sabo, kira Gona ku zaɓi 5, sannan 2. Ba ku ba ne? Tuntuɓi tallafin Gona.",
  yo: "Gona: a ti tún PIN USSD yín ṣe lórí ojú-ìwé wẹ́ẹ̀bù. Láti yan tuntun, pe Gona kí ẹ yan 5, lẹ́yìn náà 2. Kì í ṣe ẹ̀yin? Kàn sí ìrànlọ́wọ́ Gona.",
  ig: "Gona: a tọgharịrị PIN USSD gị na weebụsaịtị. Iji họrọ nke ọhụrụ, kpọọ Gona ma họrọ 5, wee 2. Ọ bụghị gị? Kpọtụrụ ndị nkwado Gona.",
  pcm: "Gona: dem don reset your USSD PIN for the website. To choose new one, dial Gona and choose 5, then 2. No be you? Contact Gona support.",
};
