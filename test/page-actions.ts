// Every page route that exports an `action` (a form posts to it), with a concrete path to post to.
// test/hostile-pages.test.ts checks this table against the built Remix routes, so a new action needs a row.
export const PAGE_ACTIONS: { routeId: string; path: string }[] = [
  { routeId: "routes/admin", path: "/admin" },
  { routeId: "routes/admin_.disputes", path: "/admin/disputes" },
  { routeId: "routes/admin_.payouts", path: "/admin/payouts" },
  { routeId: "routes/blog", path: "/blog" },
  { routeId: "routes/confirm-contact", path: "/confirm-contact?token=x" },
  { routeId: "routes/confirm-phone", path: "/confirm-phone" },
  { routeId: "routes/contact", path: "/contact" },
  { routeId: "routes/create-listing", path: "/create-listing" },
  { routeId: "routes/dev.payments", path: "/dev/payments" },
  { routeId: "routes/dev.ussd", path: "/dev/ussd" },
  { routeId: "routes/farmers-hub.ai", path: "/farmers-hub/ai" },
  { routeId: "routes/farmers-hub.groups", path: "/farmers-hub/groups" },
  { routeId: "routes/farmers-hub.posts", path: "/farmers-hub/posts" },
  { routeId: "routes/farmers-hub_.posts.$id", path: "/farmers-hub/posts/1" },
  { routeId: "routes/forgot-password", path: "/forgot-password" },
  { routeId: "routes/listings.$id", path: "/listings/1" },
  { routeId: "routes/lms.$slug.$lessonSlug", path: "/lms/maize-basics/first-lesson" },
  { routeId: "routes/lms.$slug._index", path: "/lms/maize-basics?index" },
  { routeId: "routes/lms.$slug.quiz", path: "/lms/maize-basics/quiz" },
  { routeId: "routes/login", path: "/login" },
  { routeId: "routes/login_.code", path: "/login/code" },
  { routeId: "routes/logout", path: "/logout" },
  { routeId: "routes/not-me", path: "/not-me?token=x" },
  { routeId: "routes/notifications", path: "/notifications" },
  { routeId: "routes/orders.$id", path: "/orders/1" },
  { routeId: "routes/orders.$id_.handover", path: "/orders/1/handover" },
  { routeId: "routes/orders.$id_.pay", path: "/orders/1/pay" },
  { routeId: "routes/orders.$id_.dispute-message", path: "/orders/1/dispute-message" },
  { routeId: "routes/orders.$id_.problem", path: "/orders/1/problem" },
  { routeId: "routes/orders.buying", path: "/orders/buying" },
  { routeId: "routes/orders.selling", path: "/orders/selling" },
  { routeId: "routes/prices.$product", path: "/prices/maize" },
  { routeId: "routes/profile._index", path: "/profile?index" },
  { routeId: "routes/profile.notifications", path: "/profile/notifications" },
  { routeId: "routes/profile.payout", path: "/profile/payout" },
  { routeId: "routes/profile.verification", path: "/profile/verification" },
  { routeId: "routes/register", path: "/register" },
  { routeId: "routes/report", path: "/report?target_type=listing&target_id=1" },
  { routeId: "routes/reset-password", path: "/reset-password?phone=08031234567" },
  { routeId: "routes/view-listings", path: "/view-listings" },
];

const BOUNDARY = "----gona-hostile";

/** Hostile page submissions and the statuses each may get (never a 5xx, never reaching the action). */
export const HOSTILE_PAGE_POSTS: { kind: string; headers: Record<string, string>; body: () => BodyInit; allowed: number[] }[] = [
  {
    kind: "broken multipart",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: () => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.ng`,
    allowed: [400],
  },
  { kind: "multipart without boundary", headers: { "content-type": "multipart/form-data" }, body: () => "email=x", allowed: [400] },
  { kind: "JSON body", headers: { "content-type": "application/json" }, body: () => '{"email":"ada@example.ng"}', allowed: [415] },
  { kind: "no content type", headers: {}, body: () => "email=x", allowed: [415] },
  {
    kind: "urlencoded with bad encoding",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: () => new Uint8Array([0x65, 0x3d, 0xff, 0xfe, 0x25, 0x7a, 0x7a, 0x26, 0x25, 0xe0, 0xa4]),
    allowed: [400],
  },
  {
    kind: "urlencoded with a broken escape",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: () => "email=%zz&password=%E0%A4",
    allowed: [400],
  },
  ...["null", "https://evil.example", "not a url", "http://localhost:8787.evil.example"].map((origin) => ({
    kind: `Origin: ${origin}`,
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: () => "email=ada%40example.ng",
    allowed: [403],
  })),
  {
    kind: "chunked body past the cap",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: () => chunkedBody(6 * 1024 * 1024 * 6),
    allowed: [413],
  },
];

/** A streamed body of `bytes` bytes with no Content-Length (as a chunked upload arrives). */
export function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}
