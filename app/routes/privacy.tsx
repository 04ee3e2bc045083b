import type { MetaFunction } from "@remix-run/cloudflare";
import { ProsePage } from "~/components/ProsePage";
import { privacyPage as content } from "~/content/pages";
import { metaStrings } from "~/lib/i18n";
import { pageMeta } from "~/lib/seo";
import css from "~/styles/site.css?url";

export const links = () => [{ rel: "stylesheet", href: css }];

// The tab's title in the reader's language (the catalog has it); the page itself is English, marked as such.
export const meta: MetaFunction = ({ matches }) => {
  const t = metaStrings(matches);
  return pageMeta(t, { title: t.footer.privacy, description: content.description });
};

export default function Page() {
  return <ProsePage content={content} />;
}
