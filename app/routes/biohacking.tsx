import type { MetaFunction } from "@remix-run/cloudflare";
import { ProsePage } from "~/components/ProsePage";
import { biohackingPage as content } from "~/content/pages";
import { metaStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(metaStrings(matches), { title: content.title, description: content.description });

export default function Page() {
  return <ProsePage content={content} />;
}
