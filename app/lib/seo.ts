import type { MetaDescriptor } from "@remix-run/cloudflare";

/** A page's title, description and Open Graph tags. */
export function pageMeta({ title, description, image }: { title: string; description: string; image?: string }): MetaDescriptor[] {
  const fullTitle = title === "Gona" ? title : `${title} | Gona`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Gona" },
    { property: "og:image", content: image ?? "/media/field-growth-poster.jpg" },
  ];
}
