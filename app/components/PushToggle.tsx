// Turns Web Push on or off for this browser: registers /sw.js, subscribes with the server's VAPID key and tells the
// API. Imported only by /profile/notifications, so it stays out of the first-view bundle.
import { useEffect, useState } from "react";
import { Alert } from "~/components/answer";
import { useStrings } from "~/lib/i18n";

type State = "needs-js" | "unsupported" | "unavailable" | "off" | "on" | "working";
type Problem = "denied" | "failed" | null;

/** The VAPID key as the bytes `pushManager.subscribe` wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  const other = buffer ? new Uint8Array(buffer) : null;
  return other !== null && other.length === bytes.length && other.every((byte, index) => byte === bytes[index]);
}

const supported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function api(method: "POST" | "DELETE", body: unknown): Promise<boolean> {
  const response = await fetch("/api/push/subscriptions", {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return response.ok;
}

export function PushToggle({ publicKey }: { publicKey: string | null }) {
  const t = useStrings().admin.notificationSettings;
  // Server HTML (and lite mode, which has no scripts) says JavaScript is needed; the browser then finds the real state.
  const [state, setState] = useState<State>("needs-js");
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (!publicKey) return setState("unavailable");
    let live = true;
    (async () => {
      const subscription = await currentSubscription();
      if (!subscription) return live && setState("off");
      // On only if this account still holds it (signing out or a password change removes it on the server).
      const response = await fetch("/api/push/subscriptions", { credentials: "same-origin" });
      const held = response.ok
        ? ((await response.json()) as { subscriptions: { endpoint: string }[] }).subscriptions.some(
            (row) => row.endpoint === subscription.endpoint,
          )
        : false;
      if (live) setState(held ? "on" : "off");
    })().catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, [publicKey]);

  async function turnOn() {
    if (!publicKey) return;
    setState("working");
    setProblem(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setProblem("denied");
        return setState("off");
      }
      const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      await navigator.serviceWorker.ready;
      const key = keyBytes(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made for an earlier server key can no longer be sent to: replace it.
      if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      if (!(await api("POST", subscription.toJSON()))) throw new Error("refused");
      setState("on");
    } catch {
      setProblem("failed");
      setState("off");
    }
  }

  async function turnOff() {
    setState("working");
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await api("DELETE", { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setProblem("failed");
      setState("on");
    }
  }

  const message = {
    "needs-js": t.needsJavaScript,
    unsupported: t.unsupported,
    unavailable: t.unavailable,
    on: t.on,
    off: t.off,
    working: null,
  }[state];
  return (
    <div className="stack" data-push-state={state}>
      <p className="muted small" aria-live="polite">
        {message}
      </p>
      {problem ? <Alert kind="error">{problem === "denied" ? t.denied : t.failed}</Alert> : null}
      {state === "off" || state === "on" || state === "working" ? (
        <button type="button" className="button" disabled={state === "working"} onClick={state === "on" ? turnOff : turnOn}>
          {state === "working" ? t.working : state === "on" ? t.turnOff : t.turnOn}
        </button>
      ) : null}
    </div>
  );
}
