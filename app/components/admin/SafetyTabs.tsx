import { Form, Link, useLocation } from "@remix-run/react";
import { FollowUp } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { formatDateTime } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditTargetType,
  MODERATION_REASONS,
  REPORT_ACTIONS,
  type ReportAction,
} from "../../../worker/domain";
import type { AdminReportRow, AuditLogRow } from "./types";

/** The actions that fit what was reported (freeze only a listing, remove only a message, post or reply). */
function actionsFor(type: AdminReportRow["target_type"]) {
  return REPORT_ACTIONS.filter((action) => {
    if (action === "freeze_listing") return type === "listing";
    if (action === "remove_content") return type !== "listing" && type !== "user";
    return true;
  });
}

/** A report's action the server asks about before taking it (the admin page's answer to the first Apply). */
export type ReportToConfirm = { id: number; value: Exclude<ReportAction, "dismiss">; reason: string; note: string };

/**
 * The question asked before an action that takes something away (freeze, remove, suspend), where the report's form
 * was: it works without JavaScript and takes focus like a refusal. Its button sends the same choice with confirm=1.
 */
function ConfirmReportAction({ confirm }: { confirm: ReportToConfirm }) {
  const t = useStrings().admin.safety.reports;
  const location = useLocation();
  return (
    <Form method="post" className="stack admin-action">
      <FormKey />
      <FollowUp>{t.confirm[confirm.value]}</FollowUp>
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="id" value={confirm.id} />
      <input type="hidden" name="value" value={confirm.value} />
      {confirm.reason ? <input type="hidden" name="reason" value={confirm.reason} /> : null}
      {confirm.note ? <input type="hidden" name="note" value={confirm.note} /> : null}
      <input type="hidden" name="back" value={location.search} />
      <input type="hidden" name="confirm" value="1" />
      <div className="actions">
        <button type="submit" className="button button-small button-danger">
          {t.actions[confirm.value]}
        </button>
        <Link to={`/admin${location.search}`} className="button button-small button-ghost">
          {t.keep}
        </Link>
      </div>
    </Form>
  );
}

export function ReportsTab({
  reports,
  status,
  confirm,
}: {
  reports: AdminReportRow[];
  status: "open" | "resolved";
  /** An action the server asks about before taking it, on the report it is about. */
  confirm?: ReportToConfirm | null;
}) {
  const strings = useStrings();
  const t = strings.admin.safety.reports;
  const reasons = strings.account.report.reasons;
  const moderation = strings.admin.moderation;
  const location = useLocation();
  return (
    <>
      <p className="actions">
        <Link to="/admin?tab=reports" aria-current={status === "open" ? "page" : undefined}>
          {t.open}
        </Link>
        <Link to="/admin?tab=reports&report_status=resolved" aria-current={status === "resolved" ? "page" : undefined}>
          {t.resolved}
        </Link>
      </p>
      {reports.length === 0 ? (
        <p className="card empty">{t.empty}</p>
      ) : (
        <ul className="admin-cards">
          {reports.map((report) => (
            <li key={report.id} className="card" data-testid={`report-${report.id}`}>
              <p className="small">
                <span className="badge badge-info">{t.types[report.target_type]}</span>{" "}
                {report.target.state ? (
                  <span className="badge">{t.state[report.target.state as keyof typeof t.state] ?? report.target.state}</span>
                ) : null}{" "}
                <span className="muted">{t.count(report.target_open_reports)}</span>
              </p>
              <h3>
                {report.target.url ? (
                  <Link to={report.target.url}>{report.target.title || `#${report.target_id}`}</Link>
                ) : (
                  report.target.title || `#${report.target_id}`
                )}
              </h3>
              <dl className="facts small">
                {report.target.author_name ? (
                  <div>
                    <dt>{t.author}</dt>
                    <dd>{report.target.author_name}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.reason}</dt>
                  <dd>{reasons[report.reason]}</dd>
                </div>
                <div>
                  <dt>{t.reporter}</dt>
                  <dd>
                    {report.reporter_name} · {formatDateTime(strings.dates.months, report.created_at)}
                  </dd>
                </div>
                {report.details ? (
                  <div>
                    <dt>{t.details}</dt>
                    <dd className="pre-line">{report.details}</dd>
                  </div>
                ) : null}
                {report.action ? (
                  <div>
                    <dt>{t.decision}</dt>
                    <dd>
                      {t.actions[report.action]}
                      {report.note ? ` · ${report.note}` : ""}
                    </dd>
                  </div>
                ) : null}
              </dl>
              {report.status === "open" && confirm?.id === report.id ? (
                <ConfirmReportAction confirm={confirm} />
              ) : report.status === "open" ? (
                <Form method="post" className="stack admin-action">
                  <FormKey />
                  <input type="hidden" name="intent" value="report" />
                  <input type="hidden" name="id" value={report.id} />
                  <input type="hidden" name="back" value={location.search} />
                  <label htmlFor={`report-action-${report.id}`}>{t.action}</label>
                  {/* No action is chosen for the admin: dismissing is a decision like the others. */}
                  <select id={`report-action-${report.id}`} name="value" required defaultValue="">
                    <option value="" disabled>
                      {t.chooseAction}
                    </option>
                    {actionsFor(report.target_type).map((action) => (
                      <option key={action} value={action}>
                        {t.actions[action]}
                      </option>
                    ))}
                  </select>
                  {report.target_type === "listing" ? (
                    <>
                      <label htmlFor={`report-reason-${report.id}`}>{`${t.actions.freeze_listing}: ${moderation.reason}`}</label>
                      <select
                        id={`report-reason-${report.id}`}
                        name="reason"
                        defaultValue={report.reason === "counterfeit" ? "counterfeit_suspected" : "other"}
                      >
                        {MODERATION_REASONS.map((reason) => (
                          <option key={reason} value={reason}>
                            {moderation.reasons[reason]}
                          </option>
                        ))}
                      </select>
                    </>
                  ) : null}
                  <label htmlFor={`report-note-${report.id}`}>{t.note}</label>
                  <input id={`report-note-${report.id}`} name="note" maxLength={1000} />
                  <button type="submit" className="button button-small">
                    {t.decide}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What an action was about, by name and with a link: "Listing: Dry white maize (Musa Bello)". */
function AuditTarget({ row }: { row: AuditLogRow }) {
  const t = useStrings().admin.safety.audit;
  const type = t.targets[row.target_type as AuditTargetType] ?? row.target_type;
  if (row.target_name === null) {
    return (
      <>
        {type} #{row.target_id} <span className="muted small">({t.gone})</span>
      </>
    );
  }
  // The person concerned, when the target is something of theirs (for a user or their request, the name already is).
  const person =
    row.target_user_id !== null &&
    row.target_user_name !== null &&
    row.target_type !== "user" &&
    row.target_type !== "verification_request" ? (
      <>
        {" "}
        (<Link to={`/admin?tab=users&user=${row.target_user_id}`}>{row.target_user_name}</Link>)
      </>
    ) : null;
  return (
    <>
      {type}: {row.target_url ? <Link to={row.target_url}>{row.target_name}</Link> : row.target_name}
      {person}
    </>
  );
}

export function AuditLogTab({ rows, adminId, action }: { rows: AuditLogRow[]; adminId: string; action: string }) {
  const strings = useStrings();
  const t = strings.admin.safety.audit;
  return (
    <>
      <Form method="get" className="filters card">
        <input type="hidden" name="tab" value="audit" />
        <label htmlFor="audit-admin">{t.admin}</label>
        <input id="audit-admin" name="admin_id" inputMode="numeric" pattern="[0-9]*" defaultValue={adminId} />
        <label htmlFor="audit-action">{t.action}</label>
        <select id="audit-action" name="action" defaultValue={action}>
          <option value="">{t.allActions}</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {t.actions[name]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-small">
          {t.filter}
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="card empty">{t.empty}</p>
      ) : (
        <div className="card table-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                {t.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="nowrap">{formatDateTime(strings.dates.months, row.created_at)}</td>
                  <td>
                    <Link to={`/admin?tab=audit&admin_id=${row.admin_id}`} title={t.adminActions(row.admin_name)}>
                      {row.admin_name}
                    </Link>
                    {/* A user's own step in the trail (a buyer opening a dispute), said so rather than passed off as an admin's. */}
                    {row.actor_is_admin ? null : <span className="muted small"> ({t.notAdmin})</span>}
                  </td>
                  <td data-action={row.action}>{t.actions[row.action as AuditAction] ?? row.action}</td>
                  <td>
                    {row.target_id > 0 ? (
                      <AuditTarget row={row} />
                    ) : (
                      // A list read names no one item (target 0): its filters are in the note.
                      (t.targets[row.target_type as AuditTargetType] ?? row.target_type)
                    )}
                  </td>
                  <td>{row.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
