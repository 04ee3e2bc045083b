/** Carries where the visitor was heading across the sign-in and sign-up pages (the pages check it with safeRedirect). */
export function withRedirect(path: string, redirectTo: string | null): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}
