// The products a crops or seeds listing names: Nigerian staples, each a slug with its category and its name in
// every language Gona speaks. Product names are crop names, like state names kept here rather than in the catalogs,
// so the API (`GET /api/prices/products`), the listing form and the price pages share one list. No imports: safe in
// the browser bundle of the routes that use it. Names a speaker has yet to confirm are rows of docs/i18n/review.md.

export type ProductCategory = "crops" | "seeds";

interface ProductEntry {
  slug: string;
  category: ProductCategory;
  /** en, ha, yo, ig, pcm (the order of worker/languages.ts). */
  names: readonly [en: string, ha: string, yo: string, ig: string, pcm: string];
}

// USSD numbers products in this order (`1*<product>*<state>` shortcuts are printed on posters, ADR 076): add new
// products at the end.
export const PRODUCTS = [
  { slug: "maize", category: "crops", names: ["Maize", "Masara", "Àgbàdo", "Ọka", "Corn"] },
  { slug: "sorghum", category: "crops", names: ["Sorghum", "Dawa", "Ọkà bàbà", "Ọka okpoko", "Guinea corn"] },
  { slug: "millet", category: "crops", names: ["Millet", "Gero", "Jéró", "Millet", "Millet"] },
  {
    slug: "rice-paddy",
    category: "crops",
    names: ["Rice (paddy)", "Shinkafa (ɗanya)", "Ìrẹsì (aláìgbọ̀n)", "Osikapa (akpụkpọ)", "Paddy rice"],
  },
  {
    slug: "milled-rice",
    category: "crops",
    names: ["Rice (milled)", "Shinkafa (surfaffiya)", "Ìrẹsì (tí a ti lọ̀)", "Osikapa (a kwọchara)", "Local rice"],
  },
  { slug: "cowpea", category: "crops", names: ["Cowpea (beans)", "Wake", "Ẹ̀wà", "Agwa", "Beans"] },
  { slug: "soybean", category: "crops", names: ["Soybean", "Waken soya", "Sóyà", "Soya", "Soya beans"] },
  { slug: "groundnut", category: "crops", names: ["Groundnut", "Gyaɗa", "Ẹ̀pà", "Ahụekere", "Groundnut"] },
  { slug: "sesame", category: "crops", names: ["Sesame (beniseed)", "Riɗi", "Ìsásá", "Sesame", "Beniseed"] },
  { slug: "cassava", category: "crops", names: ["Cassava", "Rogo", "Ẹ̀gẹ́", "Akpụ", "Cassava"] },
  { slug: "garri", category: "crops", names: ["Garri", "Garin kwaki", "Gààrí", "Garị", "Garri"] },
  { slug: "yam", category: "crops", names: ["Yam", "Doya", "Iṣu", "Ji", "Yam"] },
  { slug: "cocoyam", category: "crops", names: ["Cocoyam", "Gwaza", "Kókò", "Ede", "Cocoyam"] },
  { slug: "sweet-potato", category: "crops", names: ["Sweet potato", "Dankali", "Ànàmọ́", "Nduku", "Sweet potato"] },
  { slug: "irish-potato", category: "crops", names: ["Irish potato", "Dankalin Turawa", "Ọ̀dùnkún òyìnbó", "Nduku bekee", "Irish potato"] },
  { slug: "tomato", category: "crops", names: ["Tomato", "Tumatir", "Tòmátì", "Tomato", "Tomato"] },
  { slug: "pepper", category: "crops", names: ["Pepper", "Barkono", "Ata", "Ose", "Pepper"] },
  { slug: "onion", category: "crops", names: ["Onion", "Albasa", "Àlùbọ́sà", "Yabasị", "Onion"] },
  { slug: "okra", category: "crops", names: ["Okra", "Kuɓewa", "Ilá", "Okwuru", "Okro"] },
  { slug: "plantain", category: "crops", names: ["Plantain", "Agade", "Ọ̀gẹ̀dẹ̀ àgbagbà", "Ọgẹdẹ", "Plantain"] },
  { slug: "cocoa", category: "crops", names: ["Cocoa", "Koko", "Kòkó", "Koko", "Cocoa"] },
  { slug: "cashew", category: "crops", names: ["Cashew", "Kanju", "Kaṣú", "Kashụ", "Cashew"] },
  { slug: "ginger", category: "crops", names: ["Ginger", "Citta", "Atalẹ̀", "Jinja", "Ginger"] },
  { slug: "garden-egg", category: "crops", names: ["Garden egg", "Gauta", "Igba", "Anara", "Garden egg"] },
  { slug: "wheat", category: "crops", names: ["Wheat", "Alkama", "Àlìkámà", "Wiiti", "Wheat"] },
  { slug: "sugarcane", category: "crops", names: ["Sugarcane", "Rake", "Ìrèké", "Okpete", "Sugarcane"] },
  { slug: "maize-seed", category: "seeds", names: ["Maize seed", "Irin masara", "Irúgbìn àgbàdo", "Mkpụrụ ọka", "Corn seed"] },
  { slug: "rice-seed", category: "seeds", names: ["Rice seed", "Irin shinkafa", "Irúgbìn ìrẹsì", "Mkpụrụ osikapa", "Rice seed"] },
  {
    slug: "sorghum-seed",
    category: "seeds",
    names: ["Sorghum seed", "Irin dawa", "Irúgbìn ọkà bàbà", "Mkpụrụ ọka okpoko", "Guinea corn seed"],
  },
  { slug: "cowpea-seed", category: "seeds", names: ["Cowpea seed", "Irin wake", "Irúgbìn ẹ̀wà", "Mkpụrụ agwa", "Beans seed"] },
  { slug: "soybean-seed", category: "seeds", names: ["Soybean seed", "Irin waken soya", "Irúgbìn sóyà", "Mkpụrụ soya", "Soya beans seed"] },
  {
    slug: "groundnut-seed",
    category: "seeds",
    names: ["Groundnut seed", "Irin gyaɗa", "Irúgbìn ẹ̀pà", "Mkpụrụ ahụekere", "Groundnut seed"],
  },
  {
    slug: "vegetable-seed",
    category: "seeds",
    names: ["Vegetable seed", "Irin kayan lambu", "Irúgbìn ẹ̀fọ́", "Mkpụrụ akwụkwọ nri", "Vegetable seed"],
  },
  { slug: "seed-yam", category: "seeds", names: ["Seed yam", "Irin doya", "Iṣu irúgbìn", "Ji mkpụrụ", "Seed yam"] },
  { slug: "cassava-stems", category: "seeds", names: ["Cassava stems", "Karan rogo", "Igi ẹ̀gẹ́", "Osisi akpụ", "Cassava stick"] },
] as const satisfies readonly ProductEntry[];

export type ProductSlug = (typeof PRODUCTS)[number]["slug"];
export const PRODUCT_SLUGS = PRODUCTS.map((product) => product.slug) as unknown as readonly [ProductSlug, ...ProductSlug[]];

/** The categories whose listings name a product (and only those). */
export const PRODUCT_CATEGORIES: readonly string[] = ["crops", "seeds"];

export const isProductSlug = (value: string): value is ProductSlug => (PRODUCT_SLUGS as readonly string[]).includes(value);

export const productCategory = (slug: string): ProductCategory | undefined => PRODUCTS.find((product) => product.slug === slug)?.category;

const LANGUAGE_INDEX: Record<string, number> = { en: 0, ha: 1, yo: 2, ig: 3, pcm: 4 };

/** A product's name in a language (English for an unknown language; the slug for an unknown product). */
export function productName(slug: string, language: string): string {
  const found = PRODUCTS.find((product) => product.slug === slug);
  return found ? (found.names[LANGUAGE_INDEX[language] ?? 0] ?? found.names[0]) : slug;
}

/**
 * The product a listing of `category` ends with, given the one sent (if any) and the one stored (on edit): crops
 * and seeds need a product of their own category; other categories have none (a stored one goes with the category).
 */
export function checkListingProduct(
  category: string,
  sent: string | undefined,
  stored: string | null,
): ProductSlug | null | { code: "product_required" | "product_invalid" | "product_not_for_category" } {
  if (!PRODUCT_CATEGORIES.includes(category)) return sent === undefined ? null : { code: "product_not_for_category" };
  const product = sent ?? stored;
  if (product === null) return { code: "product_required" };
  if (!isProductSlug(product) || productCategory(product) !== category) return { code: "product_invalid" };
  return product;
}
