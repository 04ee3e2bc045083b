// The desk phone on /dev/ussd (ADR 078), as the journeys press it.
import type { Page, Response } from "@playwright/test";

/**
 * Presses a button of the desk phone and waits until its whole round is over: the gateway's answer (the action's POST)
 * and the page's data loaded again after it (the GET that follows every action), read to the end. The screen may
 * already show what the next step expects (a list naming "asks for 3 … Maize" before its detail does), and a press
 * made while that GET is still streaming cuts it short (the browser logs an AbortError).
 */
export async function settled(page: Page, press: Promise<void>) {
  const ussd = (method: string) => (response: Response) =>
    response.request().method() === method && new URL(response.url()).pathname.startsWith("/dev/ussd");
  const [, , reloaded] = await Promise.all([press, page.waitForResponse(ussd("POST")), page.waitForResponse(ussd("GET"))]);
  await reloaded.finished();
}
