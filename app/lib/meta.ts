import { strings } from "./strings";

/** Title, description and Open Graph tags for a page (Remix replaces the root's meta with a route's). */
export function pageMeta(title: string, description: string = strings.footer.about) {
  const fullTitle = title.includes("Gona") ? title : `${title} | Gona`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: strings.brand.name },
  ];
}
