// The Farmers Hub's tabs and their URLs: one nested route per tab under /farmers-hub.

export const HUB_TABS = ["groups", "posts", "ai"] as const;
export type HubTab = (typeof HUB_TABS)[number];

export const isHubTab = (value: string | null): value is HubTab => (HUB_TABS as readonly (string | null)[]).includes(value);

/** A tab's URL with its query; empty and missing values are left out. */
/**
 * The open chat's id: a group's links end in `#chat`, so on a phone the page opens scrolled to the chat, which fills
 * the screen with its composer at the bottom (hub.css).
 */
export const CHAT = "chat";

export function hubPath(tab: HubTab, query: Record<string, string | number | null | undefined> = {}, anchor?: string): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const rendered = search.toString();
  return `/farmers-hub/${tab}${rendered ? `?${rendered}` : ""}${anchor ? `#${anchor}` : ""}`;
}

/** A failed API read is the tab's error state (its ErrorBoundary), never an empty list. */
export function loadFailed(result: { status: number; error: { error: string } }): Response {
  return new Response(result.error.error, { status: result.status });
}
