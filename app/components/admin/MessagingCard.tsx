import { formatDateTime } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import type { MessagingFailures } from "../../../worker/services/messaging-failures";

/** The gateway's reason code in words; an unknown code or an outbox error is "could not be delivered" with it beside. */
function reasonWords(reasons: Record<string, string>, reason: string | null): { words: string; detail: string | null } {
  const known = reason ? reasons[reason] : undefined;
  if (known) return { words: known, detail: reason };
  return { words: reasons.other ?? "", detail: reason };
}

/** "Messages not delivered" (issue #35): DND numbers, a rejected sender id and other failures, never a silent loss. */
export function MessagingCard({ messaging }: { messaging: MessagingFailures }) {
  const strings = useStrings();
  const t = strings.admin.messaging;
  return (
    <section className="card stack" aria-labelledby="messaging-failures">
      <h2 id="messaging-failures">{t.title}</h2>
      {messaging.failures.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <p className="muted">{t.intro}</p>
          <div className="table-scroll">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t.time}</th>
                  <th scope="col">{t.channel}</th>
                  <th scope="col">{t.recipient}</th>
                  <th scope="col">{t.reason}</th>
                </tr>
              </thead>
              <tbody>
                {messaging.failures.map((failure) => {
                  const reason = reasonWords(t.reasons, failure.reason);
                  return (
                    <tr key={failure.id}>
                      <td className="num">{formatDateTime(strings.dates.months, failure.created_at)}</td>
                      <td>{t.channels[failure.channel] ?? failure.channel}</td>
                      <td className="num">{failure.recipient}</td>
                      <td>
                        {reason.words}
                        {reason.detail ? <small className="muted"> ({reason.detail})</small> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p>
        <strong>{t.refused(messaging.refused_callbacks_24h)}</strong>
      </p>
      <p className="muted">{t.refusedHint}</p>
    </section>
  );
}
