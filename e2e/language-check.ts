// The "no English on this page" check the language walks share: every English catalog text a page in another
// language must not show, and the page text it is looked for in.
import type { Browser, Page } from "@playwright/test";
import { CATALOGS } from "../app/lib/catalogs.server";
import { SAME_AS_ENGLISH as HA_SAME } from "../app/lib/strings/ha/same-as-english";
import { SAME_AS_ENGLISH as IG_SAME } from "../app/lib/strings/ig/same-as-english";
import { SAME_AS_ENGLISH as PCM_SAME } from "../app/lib/strings/pcm/same-as-english";
import { SAME_AS_ENGLISH as YO_SAME } from "../app/lib/strings/yo/same-as-english";
import { baseURL } from "../playwright.config";
import { LANGUAGES, type Language } from "../worker/languages";
import { type DemoRole, expect, storageStatePath } from "./fixtures";

export const TRANSLATED = LANGUAGES.filter((code) => code !== "en");
const DECLARED_SAME: Record<Exclude<Language, "en">, readonly string[]> = { ha: HA_SAME, yo: YO_SAME, ig: IG_SAME, pcm: PCM_SAME };

function leaves(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (node !== null && typeof node === "object") {
    return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [];
}

/**
 * The English UI texts that must not show on a page in `language`: every English catalog string of two words
 * or more, except those the language's catalog declares identical and any that also appear in its own texts.
 */
export function englishOnlyTexts(language: Exclude<Language, "en">): string[] {
  const declared = new Set(DECLARED_SAME[language]);
  const own = leaves(CATALOGS[language]).map(([, text]) => text);
  return leaves(CATALOGS.en)
    .filter(([path, text]) => !declared.has(path) && /\S+\s+\S+/.test(text) && text.length >= 8)
    .map(([, text]) => text)
    .filter((text) => !own.some((translated) => translated.includes(text)));
}

/** The page's UI text: content marked as English (marketing, lessons, cited sources) and user content left out. */
export async function chromeText(page: Page): Promise<string> {
  const body = await page.locator("body").evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const node of copy.querySelectorAll('[lang="en"], [data-user-content], script, style, template')) node.remove();
    return copy.textContent ?? "";
  });
  return `${await page.title()}\n${body.replace(/\s+/g, " ")}`;
}

export async function expectTranslated(page: Page, language: Language, what: string) {
  await expect(page.locator("html"), what).toHaveAttribute("lang", language);
  if (language === "en") return;
  const text = await chromeText(page);
  const leaked = englishOnlyTexts(language).filter((english) => text.includes(english));
  expect(leaked, `${what}: English UI text on a ${language} page`).toEqual([]);
}

export async function contextIn(browser: Browser, language: Language, javaScriptEnabled: boolean, role?: DemoRole) {
  const context = await browser.newContext({ javaScriptEnabled, storageState: role ? storageStatePath(role) : undefined });
  await context.addCookies([{ name: "gona_lang", value: language, url: baseURL }]);
  return context;
}
