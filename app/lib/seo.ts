import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { Catalog } from "./i18n";

/** The title of a page whose data was not found (a missing course, lesson or post). */
export function notFoundMeta(t: Catalog): MetaDescriptor[] {
  return [{ title: `${t.notFound.title} | ${t.brand.name}` }];
}

/** A page's title, description and Open Graph tags (Remix replaces the root's meta with a route's). */
export function pageMeta(
  t: Catalog,
  {
    title,
    description = t.footer.about,
    image,
  }: {
    title: string;
    description?: string;
    image?: string;
  },
): MetaDescriptor[] {
  const brand = t.brand.name;
  const fullTitle = new RegExp(`\\b${brand}\\b`).test(title) ? title : `${title} | ${brand}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:image", content: image ?? "/media/field-growth-poster.jpg" },
  ];
}
