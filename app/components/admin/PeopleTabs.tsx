import { Form, Link, useLocation } from "@remix-run/react";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { formatDate, formatDateTime } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import { MAX_REPORT_TEXT } from "../../../worker/domain";
import { ActionButton } from "./ActionButton";
import type { AdminUserDto, ContactMessageRow, GroupRequestRow, VerificationRequestRow } from "./types";

/**
 * Suspend, as a confirm step that works without JavaScript: the button opens a small form that says what a
 * suspension does and asks why (the API refuses one without a reason); only its own button acts.
 */
function SuspendAction({ user }: { user: AdminUserDto }) {
  const t = useStrings().admin.safety.users;
  const location = useLocation();
  return (
    <details className="admin-action moderate-action">
      <summary className="button button-small button-danger" aria-label={`${t.suspend} ${user.full_name}`}>
        {t.suspend}
      </summary>
      <Form method="post" className="stack">
        <FormKey />
        <input type="hidden" name="intent" value="suspend" />
        <input type="hidden" name="id" value={user.id} />
        <input type="hidden" name="back" value={location.search} />
        <p className="small">{t.warning}</p>
        <label>
          {t.reason}
          <textarea name="note" rows={2} required minLength={3} maxLength={MAX_REPORT_TEXT} />
        </label>
        <button type="submit" className="button button-small button-danger">
          {t.confirm(user.full_name)}
        </button>
      </Form>
    </details>
  );
}

/** The users tab's search: a plain GET form (name, e-mail or phone), and a way back when one user is shown. */
function UserSearch({ q, single }: { q: string; single: boolean }) {
  const t = useStrings().admin.users;
  return (
    <>
      <Form method="get" className="card filters" role="search">
        <input type="hidden" name="tab" value="users" />
        <Field id="user-search" name="q" type="search" label={t.search} placeholder={t.searchPlaceholder} defaultValue={q} maxLength={40} />
        <button type="submit" className="button button-small button-ghost">
          {t.searchSubmit}
        </button>
      </Form>
      {single || q ? (
        <p className="small">
          {single ? `${t.oneShown} ` : null}
          <Link to="/admin?tab=users">{t.showAll}</Link>
        </p>
      ) : null}
    </>
  );
}

export function UsersTab({ users, q, single }: { users: AdminUserDto[]; q: string; single: boolean }) {
  const strings = useStrings();
  const t = strings.admin;
  const columns = t.users.columns;
  if (users.length === 0) {
    return (
      <div className="stack">
        <UserSearch q={q} single={single} />
        <p className="card empty">{q || single ? t.users.noMatch : t.users.empty}</p>
      </div>
    );
  }
  return (
    <div className="stack">
      <UserSearch q={q} single={single} />
      <div className="card table-scroll">
        <table className="admin-table admin-users">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{t.listings.action}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>
                  <strong>{user.full_name}</strong>
                  <div className="muted small">{user.email}</div>
                </td>
                <td data-label={columns[1]}>
                  <span className="badge">{strings.roles[user.role]?.label ?? user.role}</span>
                </td>
                <td data-label={columns[2]}>{user.phone || t.users.notAvailable}</td>
                <td data-label={columns[3]}>{user.location || t.users.notAvailable}</td>
                <td data-label={columns[4]}>
                  {user.verification_badge === "verified" ? <VerifiedBadge /> : <span className="muted">{t.users.unverified}</span>}
                </td>
                <td className="nowrap" data-label={columns[5]}>
                  {formatDate(strings.dates.months, user.created_at)}
                </td>
                <td className="user-actions">
                  {user.suspended_at ? <span className="badge">{t.safety.users.suspended}</span> : null}{" "}
                  {user.role === "admin" ? null : user.suspended_at ? (
                    <ActionButton intent="unsuspend" id={user.id} variant="ghost" label={`${t.safety.users.unsuspend} ${user.full_name}`}>
                      {t.safety.users.unsuspend}
                    </ActionButton>
                  ) : (
                    <SuspendAction user={user} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function VerificationTab({ requests }: { requests: VerificationRequestRow[] }) {
  const strings = useStrings();
  const v = strings.admin.verification;
  const documentTypes: Record<string, string> = strings.admin.verify.documentTypes;
  if (requests.length === 0) return <p className="card empty">{v.empty}</p>;
  return (
    <ul className="admin-cards">
      {requests.map((request) => (
        <li key={request.id} className="card">
          <h3>{request.full_name}</h3>
          <p className="muted small">{request.email}</p>
          <dl className="facts small">
            <div>
              <dt>{v.documentType}</dt>
              <dd>{documentTypes[request.document_type] ?? request.document_type}</dd>
            </div>
            <div>
              <dt>{v.submitted}</dt>
              <dd>{formatDateTime(strings.dates.months, request.created_at)}</dd>
            </div>
          </dl>
          <p>
            <a href={request.document_path} target="_blank" rel="noopener noreferrer">
              {v.viewDocument}
            </a>
          </p>
          <div className="actions">
            <ActionButton intent="verification" id={request.id} value="approved" label={`${v.approve} ${request.full_name}`}>
              {v.approve}
            </ActionButton>
            <ActionButton
              intent="verification"
              id={request.id}
              value="rejected"
              variant="danger"
              label={`${v.reject} ${request.full_name}`}
            >
              {v.reject}
            </ActionButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function GroupRequestsTab({ groups }: { groups: GroupRequestRow[] }) {
  const strings = useStrings();
  const g = strings.admin.groups;
  if (groups.length === 0) return <p className="card empty">{g.empty}</p>;
  return (
    <ul className="admin-cards">
      {groups.map((group) => (
        <li key={group.id} className="card">
          <h3>{group.name}</h3>
          {group.description ? <p className="muted">{group.description}</p> : null}
          <p className="small">
            {g.creator} <strong>{group.creator_name}</strong> · {g.created} {formatDateTime(strings.dates.months, group.created_at)}
          </p>
          <div className="actions">
            <ActionButton intent="group-approve" id={group.id} label={`${g.approve} ${group.name}`}>
              {g.approve}
            </ActionButton>
            <ActionButton intent="group-reject" id={group.id} variant="danger" label={`${g.reject} ${group.name}`}>
              {g.reject}
            </ActionButton>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ContactMessagesTab({ messages }: { messages: ContactMessageRow[] }) {
  const strings = useStrings();
  const m = strings.admin.messages;
  if (messages.length === 0) return <p className="card empty">{m.empty}</p>;
  return (
    <ul className="admin-cards">
      {messages.map((message) => (
        <li key={message.id} className={`card${message.read_at ? "" : " unread"}`}>
          <p className="pending-meta">
            {message.read_at ? <span className="badge">{m.read}</span> : <span className="badge badge-warning">{m.unread}</span>}{" "}
            <span className="muted small">{formatDateTime(strings.dates.months, message.created_at)}</span>
          </p>
          <h3>{message.subject}</h3>
          <p className="small">
            {m.from} <strong>{message.name}</strong> ({message.contact})
          </p>
          <p className="pre-line">{message.message}</p>
          {message.read_at ? null : (
            <ActionButton intent="message-read" id={message.id} variant="ghost" label={`${m.markRead}: ${message.subject}`}>
              {m.markRead}
            </ActionButton>
          )}
        </li>
      ))}
    </ul>
  );
}
