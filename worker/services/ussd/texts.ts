// Every USSD screen text, by language: one module per language, each typed against the English one.
import type { Language } from "../../languages";
import { EN, type UssdTexts } from "./texts-en";
import { HA } from "./texts-ha";
import { IG } from "./texts-ig";
import { PCM } from "./texts-pcm";
import { YO } from "./texts-yo";

export type { UssdRole, UssdTexts } from "./texts-en";

export const USSD_TEXTS: Record<Language, UssdTexts> = { en: EN, ha: HA, yo: YO, ig: IG, pcm: PCM };
