import { useFetchers, useNavigation } from "@remix-run/react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";

/**
 * The answer to a submit (ADR 061): a refusal (an error banner, a refused field) or an outcome (a notice). The
 * page's first refusal, or else its outcome, takes focus, so it is scrolled into view and read out wherever the
 * reader was: on a page load by the browser's own `autofocus` (no JavaScript, Lite mode), after a submit answered
 * in place by `FocusAfterSubmit` (one, in the root). Every page loads this module (the root's notice is an `Alert`),
 * so it stays apart from the form fields (forms.tsx), which only pages with forms load.
 */

const REFUSAL = "[data-refusal]";
const OUTCOME = "[data-outcome]";

/** The attributes that make an element a refusal: found by `focusAnswer`, focused by the browser on a page load. */
export function refusal(on: boolean) {
  return on ? { "data-refusal": "", autoFocus: true } : {};
}

/**
 * Focuses the page's first refusal; or else `outcome` (an outcome that just appeared), or else, unless `refusalsOnly`,
 * the page's first outcome. Says whether it found one.
 */
export function focusAnswer(refusalsOnly = false, outcome?: HTMLElement | null): boolean {
  const target =
    document.querySelector<HTMLElement>(REFUSAL) ?? outcome ?? (refusalsOnly ? null : document.querySelector<HTMLElement>(OUTCOME));
  if (!target) return false;
  target.focus();
  return true;
}

/** True while React hydrates the server's page: the browser's autofocus has already answered for that page. */
export const hydrating = () => !document.documentElement.hasAttribute("data-hydrated");

/**
 * For a refusal the browser makes itself (a check before anything is sent, an upload's answer): call the returned
 * function when refusing, and once the error is drawn the page's first refusal takes focus, even if it reads the same
 * as last time.
 */
export function useRefusedHere(): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusAnswer(true);
  }, [refusals]);
  return useCallback(() => setRefusals((count) => count + 1), []);
}

/**
 * Rendered once, in the root: when a form's submit has been answered (a navigation, or a fetcher's post), the first
 * refusal on the page takes focus; after a navigation (a redirect that carries a notice) the notice does, if there is
 * no refusal. A fetcher that succeeds leaves the focus where it was (the chat box stays ready for the next message).
 */
export function FocusAfterSubmit() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const navigating = navigation.formMethod !== undefined;
  const fetching = fetchers.some((fetcher) => fetcher.formMethod !== undefined);
  const [answered, setAnswered] = useState<{ count: number; navigation: boolean }>({ count: 0, navigation: false });
  const busy = useRef({ navigating: false, fetching: false });
  useEffect(() => {
    const was = busy.current;
    busy.current = { navigating, fetching };
    if ((was.navigating && !navigating) || (was.fetching && !fetching)) {
      setAnswered((last) => ({ count: last.count + 1, navigation: was.navigating && !navigating }));
    }
  }, [navigating, fetching]);
  useEffect(() => {
    if (answered.count > 0) focusAnswer(!answered.navigation);
  }, [answered]);
  return null;
}

/**
 * A banner: errors are announced at once (role=alert), successes and notes politely (role=status).
 * `role` overrides that for an outcome drawn in error colours that is not a failure (a failed quiz).
 * An error banner is a refusal and an `outcome` banner says what a submit did: either takes focus when it appears
 * (see `focusAnswer`); `answer` (a submit's result) makes it take focus again for a new answer that reads the same.
 */
export function Alert({
  kind,
  children,
  className,
  role,
  outcome = false,
  answer,
}: {
  kind: "error" | "success" | "info";
  children: ReactNode;
  className?: string;
  role?: "alert" | "status";
  outcome?: boolean;
  answer?: unknown;
}) {
  const refused = kind === "error" && role !== "status";
  const shown = !(children === null || children === undefined || children === false || children === "");
  // A text that changes (or a new answer) is new news; a re-render with the same words is not.
  const news = typeof children === "string" ? children : shown;
  const banner = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new words, or a new answer, are what make the banner news.
  useEffect(() => {
    if (shown && (refused || outcome) && !hydrating()) focusAnswer(true, outcome ? banner.current : null);
  }, [news, answer, shown, refused, outcome]);
  if (!shown) return null;
  const classes = ["alert", `alert-${kind}`, className].filter(Boolean).join(" ");
  return (
    <div
      ref={banner}
      className={classes}
      role={role ?? (kind === "error" ? "alert" : "status")}
      {...(refused || outcome ? { tabIndex: -1, autoFocus: true } : {})}
      {...(refused ? { "data-refusal": "" } : outcome ? { "data-outcome": "" } : {})}
    >
      {children}
    </div>
  );
}

/**
 * A question a submit asks back before it acts (an offer far below the asking price): drawn where the form was, and
 * taking focus like a refusal (nothing was done yet), so the answer buttons are in view and the question is read out.
 */
export function FollowUp({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-info follow-up" role="alert" tabIndex={-1} {...refusal(true)}>
      {children}
    </div>
  );
}
