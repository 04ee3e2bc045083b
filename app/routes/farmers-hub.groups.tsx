import {
  type ActionFunctionArgs,
  type AppLoadContext,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field, TextareaField } from "~/components/forms";
import { GroupChat } from "~/components/hub/GroupChat";
import { HubTabError } from "~/components/hub/HubTabError";
import { Modal, ModalClose } from "~/components/Modal";
import { Notice } from "~/components/Notice";
import type { ServerCatalog } from "~/lib/catalogs.server";
import { readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { CHAT, hubPath, loadFailed } from "~/lib/hub";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import type { GroupMessage } from "../../party/protocol";
import { isId } from "../../worker/ids";
import type { GroupDto } from "../../worker/services/hub";

/** The hub's title and description, plus a reload every 30 seconds only when the reader asked for it. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const inherited = matches.find((match) => match.id === "routes/farmers-hub")?.meta ?? [];
  return data?.autoRefresh ? [...inherited, { httpEquiv: "refresh", content: "30" }] : inherited;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const groups = await context.api.get<GroupDto[]>("/api/chat/groups?limit=100");
  if (!groups.ok) throw loadFailed(groups);
  const approved = groups.data.filter((group) => group.status === "approved");
  const wanted = approved.find((group) => group.id === Number(url.searchParams.get("group")));
  const selectedGroup = wanted ?? approved[0] ?? null;
  let messages: GroupMessage[] = [];
  if (selectedGroup) {
    const page = await context.api.get<GroupMessage[]>(`/api/chat/groups/${selectedGroup.id}/messages?limit=50`);
    if (!page.ok) throw loadFailed(page);
    messages = page.data;
  }
  return {
    groups: groups.data,
    selectedGroup,
    // On a phone a chosen group shows its chat; otherwise the list comes first.
    explicitGroup: wanted !== undefined,
    messages,
    showCreate: url.searchParams.get("create") === "1",
    autoRefresh: url.searchParams.get("refresh") === "1",
  };
}

type GroupsActionData = {
  intent: string;
  error?: string;
  fields?: Record<string, string>;
  values?: { name: string; description: string };
  message?: GroupMessage;
};

async function createGroup(strings: ServerCatalog, form: FormData, context: AppLoadContext) {
  const values = { name: field(form, "name"), description: field(form, "description") };
  const result = await context.api.post<GroupDto>("/api/chat/groups", values);
  if (!result.ok) {
    const failed: GroupsActionData = {
      intent: "create-group",
      error: apiErrorMessage(strings, result.error, strings.hub.errors.createGroup),
      fields: apiFieldErrors(strings, result.error),
      values,
    };
    return data(failed, { status: result.status });
  }
  return redirect(withNotice(hubPath("groups"), "group-created", "groups"));
}

async function sendMessage(strings: ServerCatalog, form: FormData, context: AppLoadContext) {
  const t = strings.hub;
  const intent = "send-message";
  const groupId = field(form, "groupId");
  if (!isId(groupId)) return data<GroupsActionData>({ intent, error: t.errors.selectGroup }, { status: 400 });
  // A chosen recording goes on as multipart, checked by the API; a form without one stays a JSON text message.
  const audio = form.get("audio");
  let body: FormData | { content: string } = { content: field(form, "content") };
  if (audio instanceof File && (audio.size > 0 || audio.name !== "")) {
    body = new FormData();
    body.set("content", field(form, "content"));
    body.set("audio", audio);
  }
  const result = await context.api.post<GroupMessage>(`/api/chat/groups/${groupId}/messages`, body);
  if (!result.ok) {
    return data<GroupsActionData>(
      { intent, error: apiErrorMessage(strings, result.error, t.errors.sendMessage) },
      { status: result.status },
    );
  }
  // The chat's fetcher takes the stored message back; a plain form (no JavaScript) reloads the chat.
  if (field(form, "via") === "fetcher") return data<GroupsActionData>({ intent, message: result.data });
  return redirect(hubPath("groups", { group: groupId, refresh: field(form, "refresh") === "1" ? 1 : null }, CHAT));
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const form = await readForm(request, context);
  const intent = field(form, "intent");
  if (intent === "create-group") return createGroup(strings, form, context);
  if (intent === "send-message") return sendMessage(strings, form, context);
  return data<GroupsActionData>({ intent, error: strings.hub.errors.unknownAction }, { status: 400 });
}

export function ErrorBoundary() {
  return <HubTabError />;
}

export default function GroupsTab() {
  const t = useStrings().hub;
  const { groups, selectedGroup, explicitGroup, messages, showCreate, autoRefresh } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const createFailed = actionData?.intent === "create-group" ? actionData : undefined;
  return (
    <div className={`hub-groups ${explicitGroup ? "show-chat" : "show-list"}`}>
      <div className="hub-sidebar stack">
        <div className="card" id="groups">
          <div className="hub-row">
            <h2>{t.groups.heading}</h2>
            <Link to={hubPath("groups", { create: 1 })} className="button button-small">
              {t.groups.create}
            </Link>
          </div>
          <Notice at="groups" />
          {groups.length === 0 ? (
            <p className="muted">{t.groups.empty}</p>
          ) : (
            <ul className="group-list">
              {groups.map((group) => (
                <li key={group.id}>
                  {group.status === "approved" ? (
                    <Link
                      to={hubPath("groups", { group: group.id }, CHAT)}
                      className="group-link"
                      aria-current={selectedGroup?.id === group.id ? "true" : undefined}
                    >
                      <strong>{group.name}</strong>
                      {group.description ? <span className="small muted">{group.description}</span> : null}
                    </Link>
                  ) : (
                    <div className="group-link group-pending">
                      <strong>{group.name}</strong> <span className="badge badge-warning">{t.groups.awaitingApproval}</span>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside className="card guidelines">
          <h2>{t.guidelines.title}</h2>
          <ul>
            {t.guidelines.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="hub-chat card" id={CHAT}>
        {selectedGroup ? (
          <GroupChat
            key={selectedGroup.id}
            group={selectedGroup}
            initialMessages={messages}
            sendError={actionData?.intent === "send-message" ? actionData.error : undefined}
            autoRefresh={autoRefresh}
          />
        ) : (
          <p className="muted center">{t.groups.selectPrompt}</p>
        )}
      </div>
      {showCreate || createFailed ? <CreateGroupModal failed={createFailed} /> : null}
    </div>
  );
}

function CreateGroupModal({ failed }: { failed?: GroupsActionData }) {
  const t = useStrings().hub;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-group";
  return (
    <Modal title={t.createGroup.title} titleId="create-group-title" closeTo={hubPath("groups")}>
      <Alert kind="error">{failed?.error}</Alert>
      <Form method="post" action={hubPath("groups")} className="stack">
        <FormKey />
        <input type="hidden" name="intent" value="create-group" />
        <Field
          id="group-name"
          name="name"
          label={t.createGroup.name}
          required
          maxLength={80}
          pattern=".*\S.*"
          defaultValue={failed?.values?.name ?? ""}
          error={failed?.fields?.name}
        />
        <TextareaField
          id="group-description"
          name="description"
          label={t.createGroup.description}
          rows={3}
          maxLength={500}
          defaultValue={failed?.values?.description ?? ""}
          error={failed?.fields?.description}
        />
        <p className="small muted">{t.createGroup.note}</p>
        <div className="actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t.createGroup.submitting : t.createGroup.submit}
          </button>
          <ModalClose to={hubPath("groups")}>{t.createGroup.cancel}</ModalClose>
        </div>
      </Form>
    </Modal>
  );
}
