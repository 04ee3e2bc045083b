// The desk phone on /dev/ussd (ADR 078), as the journeys press it.
import type { Page, Response } from "@playwright/test";

/**
 * Presses a button of the desk phone and waits until its whole round is over: the gateway's answer (the action's POST)
 * and the page's data loaded again after it, read to the end. The screen may already show what the next step expects
 * (a list naming "asks for 3 … Maize" before its detail does) while that reload is still being read, and a press made
 * then cuts it short (the browser logs an AbortError). Waiting for the response's bytes is not enough: the page's
 * script may still be decoding them. Remix's router says idle only once it has used every byte of both.
 */
export async function settled(page: Page, press: Promise<void>) {
  const posted = (response: Response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/dev/ussd");
  await Promise.all([press, page.waitForResponse(posted)]);
  await page.waitForFunction(() => {
    const router = (window as unknown as { __remixRouter?: { state: { navigation: { state: string }; revalidation: string } } })
      .__remixRouter;
    return router?.state.navigation.state === "idle" && router.state.revalidation === "idle";
  });
}
