// Gona's service worker: shows Web Push notifications and opens their page when tapped. It caches nothing.
// The push payload is JSON {title, body, url, tag} written by worker/services/push.

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  // Only a path on this site is opened later, whatever the payload says.
  const url =
    typeof message.url === "string" && message.url.startsWith("/") && !message.url.startsWith("//") ? message.url : "/notifications";
  const options = {
    body: typeof message.body === "string" ? message.body : "",
    icon: "/favicon.svg",
    badge: "/favicon.svg",
    data: { url },
  };
  if (typeof message.tag === "string" && message.tag !== "") options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(typeof message.title === "string" ? message.title : "Gona", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});
