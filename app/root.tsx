import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { FocusAfterSubmit } from "~/components/answer";
import { Notice } from "~/components/Notice";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { isAbortError } from "~/lib/aborted";
import "~/lib/context";
import { CATALOGS } from "~/lib/catalogs.server";
import { yearInNigeria } from "~/lib/format";
import { areasOf, metaStrings, useLanguage, useStrings } from "~/lib/i18n";
import { languageChosenOnThisSite, requestLanguage } from "~/lib/language.server";
import { useNonce } from "~/lib/nonce";
import { noticeOf } from "~/lib/notices";
import { getUnreadCount, getUser } from "~/lib/session.server";
import styles from "~/styles/app.css?url";
import { chosenLanguage } from "../worker/languages";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return [{ title: strings.landing.title }, { name: "description", content: strings.footer.about }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [user, unread, language] = await Promise.all([getUser(context), getUnreadCount(context), requestLanguage(request, context)]);
  // Choosing a language on this site while signed in keeps it on the profile too (the worker sets the cookie); a link
  // from elsewhere only shows the page in that language.
  const chosen = chosenLanguage(new URL(request.url));
  if (user && chosen && user.language !== chosen && languageChosenOnThisSite(request)) {
    await context.api.put("/api/users/profile", { language: chosen });
  }
  // What the last action did, in the page's words (app/lib/notices.ts); a refused post's page is about the refusal.
  const notice = context.formPost ? null : noticeOf(new URL(request.url), CATALOGS[language]);
  // A fresh key for this page's write forms (app/lib/form-key.ts): the same page sent again carries the same key.
  const formKey = crypto.randomUUID();
  return {
    user,
    unread,
    language,
    notice,
    isDevelopment: context.isDevelopment,
    year: yearInNigeria(new Date()),
    lite: context.lite,
    formKey,
  };
}

/**
 * The browser holds the strings of the page's language only. A navigation whose page comes back in another language
 * (signing in on a phone whose profile says Pidgin) loads that page whole, so it never shows in the wrong catalog.
 */
export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>();
  if (data.language !== document.documentElement.lang) {
    window.location.assign(request.url);
    return new Promise<never>(() => {});
  }
  return data;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const nonce = useNonce();
  // Lite mode: no script, no modulepreload, no inline Remix context; every page works as plain HTML forms.
  const lite = data?.lite === true;
  const language = useLanguage();
  // The string areas this page's routes use, so the browser fetches them with the core before hydrating.
  const areas = areasOf(useMatches().map((match) => match.handle));
  // Marks the moment the page's scripts are live (tests wait for it before using client-only behaviour).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={language} data-strings={areas.length > 0 ? areas.join(" ") : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f7a3a" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteHeader user={data?.user ?? null} unread={data?.unread ?? 0} lite={lite} />
        <main id="main" tabIndex={-1}>
          <Notice />
          {children}
        </main>
        <SiteFooter year={data?.year} lite={lite} />
        {lite ? null : (
          <>
            <FocusAfterSubmit />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const strings = useStrings();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  if (!missing && !isAbortError(error)) console.error(error);
  return (
    <section className="container page narrow">
      <h1>{missing ? strings.notFound.title : strings.error.title}</h1>
      <p>{missing ? strings.notFound.body : strings.error.body}</p>
      <p>
        <Link to="/" className="button">
          {strings.notFound.home}
        </Link>
      </p>
    </section>
  );
}
