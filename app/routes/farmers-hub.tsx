import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { FormattedAnswer } from "~/components/FormattedAnswer";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { formatDate, formatTime } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import { strings } from "~/lib/strings";
import hubCss from "~/styles/hub.css?url";
import type { GroupMessage } from "../../party/protocol";
import { HUB_CATEGORIES } from "../../worker/domain";
import type { GroupDto, PostDto } from "../../worker/services/hub";

const t = strings.hub;
const TABS = ["groups", "posts", "ai"] as const;
type Tab = (typeof TABS)[number];

export const meta: MetaFunction = () =>
  pageMeta({ title: "Farmers Hub", description: "Group chats, questions and answers, and an assistant that knows Nigerian farming." });
export const links = () => [{ rel: "stylesheet", href: hubCss }];

interface AiSource {
  title: string;
  url: string;
}
interface AiAnswer {
  answer?: string;
  sources?: AiSource[];
  post_question_url?: string;
  error?: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const rawTab = url.searchParams.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(rawTab ?? "") ? (rawTab as Tab) : "groups";
  const base = {
    user: { id: user.id, fullName: user.fullName },
    tab,
    groups: [] as GroupDto[],
    selectedGroup: null as GroupDto | null,
    explicitGroup: false,
    messages: [] as GroupMessage[],
    showCreate: url.searchParams.get("create") === "1",
    created: url.searchParams.get("created") === "1",
    posts: [] as PostDto[],
    category: "all",
    nextCursor: null as string | null,
    showAsk: url.searchParams.get("ask") === "1",
    askTitle: (url.searchParams.get("title") ?? "").slice(0, 200),
  };
  if (tab === "groups") {
    const groups = await context.api.get<GroupDto[]>("/api/chat/groups?limit=100");
    base.groups = groups.ok ? groups.data : [];
    const approved = base.groups.filter((group) => group.status === "approved");
    const wanted = Number(url.searchParams.get("group"));
    base.explicitGroup = approved.some((group) => group.id === wanted);
    base.selectedGroup = approved.find((group) => group.id === wanted) ?? approved[0] ?? null;
    if (base.selectedGroup) {
      const messages = await context.api.get<GroupMessage[]>(`/api/chat/groups/${base.selectedGroup.id}/messages?limit=50`);
      base.messages = messages.ok ? messages.data : [];
    }
  }
  if (tab === "posts") {
    const category = url.searchParams.get("category") ?? "all";
    base.category = (HUB_CATEGORIES as readonly string[]).includes(category) ? category : "all";
    const cursor = url.searchParams.get("cursor");
    const query = new URLSearchParams({ category: base.category, limit: "20" });
    if (cursor && /^[0-9]+$/.test(cursor)) query.set("cursor", cursor);
    const posts = await context.api.get<PostDto[]>(`/api/chat/hub-posts?${query}`);
    base.posts = posts.ok ? posts.data : [];
    const next = posts.headers.get("link")?.match(/[?&]cursor=([0-9]+)/);
    base.nextCursor = next?.[1] ?? null;
  }
  return base;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await request.formData();
  const intent = field(form, "intent");
  const viaFetcher = field(form, "via") === "fetcher";

  if (intent === "create-group") {
    const body = { name: field(form, "name"), description: field(form, "description") };
    const result = await context.api.post<GroupDto>("/api/chat/groups", body);
    if (!result.ok) {
      return data(
        { intent, error: apiErrorMessage(result.error, "Could not create the group"), fields: apiFieldErrors(result.error), values: body },
        { status: result.status },
      );
    }
    return redirect("/farmers-hub?tab=groups&created=1");
  }

  if (intent === "send-message") {
    const groupId = field(form, "groupId");
    if (!/^[1-9][0-9]*$/.test(groupId)) return data({ intent, error: "Select a group first" }, { status: 400 });
    const result = await context.api.post<GroupMessage>(`/api/chat/groups/${groupId}/messages`, { content: field(form, "content") });
    if (!result.ok) return data({ intent, error: apiErrorMessage(result.error, "Could not send the message") }, { status: result.status });
    if (viaFetcher) return { intent, message: result.data };
    return redirect(`/farmers-hub?tab=groups&group=${groupId}`);
  }

  if (intent === "create-post") {
    const category = field(form, "category") || "general";
    const body = { title: field(form, "title"), content: field(form, "content"), category };
    const result = await context.api.post<PostDto>("/api/chat/hub-posts", body);
    if (!result.ok) {
      return data(
        { intent, error: apiErrorMessage(result.error, "Could not post the question"), fields: apiFieldErrors(result.error), values: body },
        { status: result.status },
      );
    }
    return redirect(`/farmers-hub/posts/${result.data.id}`);
  }

  if (intent === "ask-ai") {
    const question = field(form, "question");
    const result = await context.api.post<AiAnswer>("/api/ai/ask", { question });
    if (!result.ok) {
      // A rate limit has its own clear message; anything else is SPEC.md's generic error.
      const error = result.status === 429 ? apiErrorMessage(result.error, t.ai.error) : t.ai.error;
      return data({ intent, question, error } as AiAnswer & { intent: string; question: string }, { status: result.status });
    }
    return { intent, question, ...result.data };
  }
  return data({ intent, error: "Unknown action" }, { status: 400 });
}

type ActionResult = {
  intent?: string;
  error?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  message?: GroupMessage;
} & AiAnswer;

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export default function FarmersHub() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { tab } = loaderData;
  return (
    <section className="container page hub">
      <h1>{t.title}</h1>
      <p className="muted">{t.subtitle}</p>
      <nav className="hub-tabs" aria-label={t.tabs.label}>
        {TABS.map((name) => (
          <Link key={name} to={`/farmers-hub?tab=${name}`} className="hub-tab" aria-current={tab === name ? "page" : undefined}>
            {t.tabs[name]}
          </Link>
        ))}
      </nav>
      {tab === "groups" ? <GroupsTab actionData={actionData} /> : null}
      {tab === "posts" ? <PostsTab actionData={actionData} /> : null}
      {tab === "ai" ? <AskAiTab actionData={actionData?.intent === "ask-ai" ? actionData : undefined} /> : null}
    </section>
  );
}

function GroupsTab({ actionData }: { actionData?: ActionResult }) {
  const { groups, selectedGroup, explicitGroup, messages, showCreate, created } = useLoaderData<typeof loader>();
  const createError = actionData?.intent === "create-group" ? actionData : undefined;
  return (
    <div className={`hub-groups ${explicitGroup ? "show-chat" : "show-list"}`}>
      <div className="hub-sidebar stack">
        <div className="card">
          <div className="hub-row">
            <h2>{t.groups.heading}</h2>
            <Link to="/farmers-hub?tab=groups&create=1" className="button button-small">
              {t.groups.create}
            </Link>
          </div>
          {created ? (
            <p className="alert alert-success" role="status">
              {t.createGroup.created}
            </p>
          ) : null}
          {groups.length === 0 ? (
            <p className="muted">{t.groups.empty}</p>
          ) : (
            <ul className="group-list">
              {groups.map((group) => (
                <li key={group.id}>
                  {group.status === "approved" ? (
                    <Link
                      to={`/farmers-hub?tab=groups&group=${group.id}`}
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
      <div className="hub-chat card">
        {selectedGroup ? (
          <GroupChat
            key={selectedGroup.id}
            group={selectedGroup}
            initialMessages={messages}
            sendError={actionData?.intent === "send-message" ? actionData.error : undefined}
          />
        ) : (
          <p className="muted center">{t.groups.selectPrompt}</p>
        )}
      </div>
      {showCreate || createError ? <CreateGroupModal error={createError} /> : null}
    </div>
  );
}

function CreateGroupModal({ error }: { error?: ActionResult }) {
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="dialog" aria-modal="true" aria-labelledby="create-group-title">
        <h2 id="create-group-title">{t.createGroup.title}</h2>
        {error?.error ? (
          <div className="alert alert-error" role="alert">
            {error.error}
          </div>
        ) : null}
        <Form method="post" action="/farmers-hub?tab=groups" className="stack">
          <input type="hidden" name="intent" value="create-group" />
          <div className="field">
            <label htmlFor="group-name">{t.createGroup.name}</label>
            <input id="group-name" name="name" required maxLength={80} pattern=".*\S.*" defaultValue={error?.values?.name ?? ""} />
          </div>
          <div className="field">
            <label htmlFor="group-description">{t.createGroup.description}</label>
            <textarea id="group-description" name="description" rows={3} maxLength={500} defaultValue={error?.values?.description ?? ""} />
          </div>
          <p className="small muted">{t.createGroup.note}</p>
          <div className="actions">
            <button type="submit" className="button">
              {t.createGroup.submit}
            </button>
            <Link to="/farmers-hub?tab=groups" className="button button-ghost">
              {t.createGroup.cancel}
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}

/** Merges messages by id (a message from the socket, the API and a backfill shows once), oldest first. */
function mergeMessages(current: GroupMessage[], incoming: GroupMessage[]): GroupMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

interface RoomSocket {
  close(): void;
  reconnect(): void;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
}

function GroupChat({ group, initialMessages, sendError }: { group: GroupDto; initialMessages: GroupMessage[]; sendError?: string }) {
  const [messages, setMessages] = useState(initialMessages);
  const [connected, setConnected] = useState(false);
  const [online, setOnline] = useState<number | null>(null);
  // The backfill cursor: the newest id of a gap-free list from the API (the loader's page or a backfill).
  // Socket and send answers never move it: a broadcast lost while the room restarted may have a lower id
  // than one that arrived later, and starting after the later one would skip it for good.
  const confirmedId = useRef(0);
  confirmedId.current = Math.max(confirmedId.current, initialMessages.at(-1)?.id ?? 0);
  const fetcher = useFetcher<ActionResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingText = useRef("");
  const listRef = useRef<HTMLOListElement>(null);
  const hydrated = useHydrated();

  // Loader revalidations (after a send) and the fetcher's own answer feed the same de-duplicated list.
  useEffect(() => setMessages((current) => mergeMessages(current, initialMessages)), [initialMessages]);
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    const sent = fetcher.data?.message;
    if (sent) setMessages((current) => mergeMessages(current, [sent]));
    // A failed send gives the text back, unless the farmer has already typed something new.
    const input = inputRef.current;
    if (fetcher.data?.error && input && input.value === "") input.value = pendingText.current;
  }, [fetcher.state, fetcher.data]);
  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages]);

  // The room: loaded lazily, connected only on this signed-in page (the session cookie goes with the upgrade).
  useEffect(() => {
    let socket: RoomSocket | null = null;
    let stopped = false;
    async function backfill() {
      let after = confirmedId.current;
      for (let page = 0; page < 20; page++) {
        const response = await fetch(`/api/chat/groups/${group.id}/messages?after=${after}&limit=100`, { credentials: "same-origin" });
        if (!response.ok || stopped) return;
        const missed = (await response.json()) as GroupMessage[];
        setMessages((current) => mergeMessages(current, missed));
        after = missed.at(-1)?.id ?? after;
        confirmedId.current = Math.max(confirmedId.current, after);
        if (missed.length < 100) return;
      }
    }
    const goOffline = () => {
      setConnected(false);
      socket?.close();
    };
    const goOnline = () => socket?.reconnect();
    import("partysocket").then(({ PartySocket }) => {
      if (stopped) return;
      const room = new PartySocket({
        host: window.location.host,
        protocol: window.location.protocol === "https:" ? "wss" : "ws",
        party: "group",
        room: String(group.id),
      });
      socket = room as unknown as RoomSocket;
      room.addEventListener("open", () => {
        setConnected(true);
        backfill().catch(() => undefined);
      });
      room.addEventListener("close", () => setConnected(false));
      room.addEventListener("message", (event: MessageEvent) => {
        let parsed: { type?: string; message?: GroupMessage; online?: number };
        try {
          parsed = JSON.parse(String(event.data));
        } catch {
          return;
        }
        if (parsed.type === "new-group-message" && parsed.message?.group_id === group.id) {
          const message = parsed.message;
          setMessages((current) => mergeMessages(current, [message]));
        } else if (parsed.type === "presence" && typeof parsed.online === "number") {
          setOnline(parsed.online);
        }
      });
    });
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", goOnline);
    return () => {
      stopped = true;
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", goOnline);
      socket?.close();
    };
  }, [group.id]);

  const sending = fetcher.state !== "idle";
  const error = fetcher.data?.error ?? sendError;
  return (
    <div className="chat">
      <header className="chat-header">
        <Link to="/farmers-hub?tab=groups" className="chat-back">
          {t.groups.backToGroups}
        </Link>
        <h2>{group.name}</h2>
        <p className="small muted chat-status">
          <span className={`dot ${connected ? "dot-on" : "dot-off"}`} aria-hidden="true" />
          <span data-testid="connection">{connected ? t.groups.connected : t.groups.disconnected}</span>
          {online !== null ? <span data-testid="online"> · {t.groups.online(online)}</span> : null}
        </p>
      </header>
      {messages.length === 0 ? (
        <p className="muted center chat-empty">{t.groups.noMessages}</p>
      ) : (
        <ol className="messages" ref={listRef} aria-label={t.groups.messagesLabel} aria-live="polite">
          {messages.map((message) => (
            <li key={message.id} className="message" data-message-id={message.id}>
              <p className="message-meta small">
                <strong>{message.sender_name}</strong> {message.is_verified ? <VerifiedBadge compact /> : null}{" "}
                <time dateTime={message.created_at} className="muted">
                  {formatTime(message.created_at)}
                </time>
              </p>
              <p className="message-text">{message.content}</p>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <fetcher.Form
        method="post"
        action={`/farmers-hub?tab=groups&group=${group.id}`}
        className="chat-form"
        onSubmit={(event) => {
          // Submit, then empty the box at once so the next message can be typed while this one is stored.
          event.preventDefault();
          const form = event.currentTarget;
          fetcher.submit(new FormData(form), { method: "post", action: form.getAttribute("action") ?? undefined });
          pendingText.current = inputRef.current?.value ?? "";
          if (inputRef.current) inputRef.current.value = "";
        }}
      >
        <input type="hidden" name="intent" value="send-message" />
        <input type="hidden" name="groupId" value={group.id} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        <label htmlFor="chat-message" className="visually-hidden">
          {t.groups.messageLabel}
        </label>
        <input
          id="chat-message"
          ref={inputRef}
          name="content"
          required
          maxLength={2000}
          pattern=".*\S.*"
          autoComplete="off"
          placeholder={t.groups.messagePlaceholder}
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? t.groups.sending : t.groups.send}
        </button>
      </fetcher.Form>
    </div>
  );
}

function PostsTab({ actionData }: { actionData?: ActionResult }) {
  const { posts, category, nextCursor, showAsk } = useLoaderData<typeof loader>();
  const askError = actionData?.intent === "create-post" ? actionData : undefined;
  return (
    <div className="stack">
      <h2 className="visually-hidden">{t.tabs.posts}</h2>
      <div className="hub-row posts-toolbar">
        <Form method="get" className="filter-form">
          <input type="hidden" name="tab" value="posts" />
          <label htmlFor="category-filter">{t.posts.filterLabel}</label>
          <select
            id="category-filter"
            name="category"
            defaultValue={category}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            <option value="all">{t.posts.allCategories}</option>
            {HUB_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t.categories[value]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button-small button-ghost">
              {t.posts.filter}
            </button>
          </noscript>
        </Form>
        <Link to={`/farmers-hub?tab=posts&ask=1${category !== "all" ? `&category=${category}` : ""}`} className="button">
          {t.posts.ask}
        </Link>
      </div>
      {posts.length === 0 ? (
        <div className="card center">
          <p>{t.posts.empty}</p>
          <Link to="/farmers-hub?tab=posts&ask=1" className="button">
            {t.posts.createFirst}
          </Link>
        </div>
      ) : (
        <ul className="post-list">
          {posts.map((post) => (
            <li key={post.id} className="card post-card">
              <p className="post-badges">
                <span className="badge badge-info">{t.categories[post.category]}</span>
                {post.is_solved ? <span className="badge badge-verified">{t.posts.solved}</span> : null}
              </p>
              <h3>
                <Link to={`/farmers-hub/posts/${post.id}`}>{post.title}</Link>
              </h3>
              <p className="post-content">{post.content}</p>
              <p className="small muted post-meta">
                <span>
                  {post.farmer_name} {post.is_verified ? <VerifiedBadge compact /> : null}
                </span>
                <span>{formatDate(post.created_at)}</span>
                <span>{t.posts.likes(post.likes_count)}</span>
                <span>{t.posts.replies(post.replies_count)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <Link to={`/farmers-hub?tab=posts&category=${category}&cursor=${nextCursor}`} className="button button-ghost">
          {t.posts.older}
        </Link>
      ) : null}
      {showAsk || askError ? <AskQuestionModal error={askError} /> : null}
    </div>
  );
}

function AskQuestionModal({ error }: { error?: ActionResult }) {
  const { askTitle, category } = useLoaderData<typeof loader>();
  const values = error?.values ?? {};
  return (
    <div className="modal-backdrop">
      <div className="modal card" role="dialog" aria-modal="true" aria-labelledby="ask-title">
        <h2 id="ask-title">{t.askQuestion.title}</h2>
        {error?.error ? (
          <div className="alert alert-error" role="alert">
            {error.error}
          </div>
        ) : null}
        <Form method="post" action="/farmers-hub?tab=posts" className="stack">
          <input type="hidden" name="intent" value="create-post" />
          <div className="field">
            <label htmlFor="post-category">{t.askQuestion.category}</label>
            <select id="post-category" name="category" defaultValue={values.category ?? (category === "all" ? "general" : category)}>
              {HUB_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t.categories[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="post-title">{t.askQuestion.questionTitle}</label>
            <input id="post-title" name="title" required maxLength={200} pattern=".*\S.*" defaultValue={values.title ?? askTitle} />
          </div>
          <div className="field">
            <label htmlFor="post-content">{t.askQuestion.description}</label>
            <textarea id="post-content" name="content" required maxLength={5000} rows={5} defaultValue={values.content ?? ""} />
          </div>
          <div className="actions">
            <button type="submit" className="button">
              {t.askQuestion.submit}
            </button>
            <Link to="/farmers-hub?tab=posts" className="button button-ghost">
              {t.askQuestion.cancel}
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}

function AskAiTab({ actionData }: { actionData?: ActionResult & { question?: string } }) {
  const fetcher = useFetcher<ActionResult & { question?: string }>();
  const [cleared, setCleared] = useState(false);
  const asking = fetcher.state !== "idle";
  const result = cleared ? undefined : (fetcher.data ?? actionData);
  useEffect(() => {
    if (fetcher.state === "submitting") setCleared(false);
  }, [fetcher.state]);
  return (
    <div className="card stack ask-ai">
      <h2>{t.ai.heading}</h2>
      <p className="muted">{t.ai.intro}</p>
      <fetcher.Form method="post" action="/farmers-hub?tab=ai" className="stack">
        <input type="hidden" name="intent" value="ask-ai" />
        <div className="field">
          <label htmlFor="ai-question">{t.ai.questionLabel}</label>
          <textarea
            id="ai-question"
            name="question"
            required
            maxLength={1000}
            rows={3}
            placeholder={t.ai.placeholder}
            defaultValue={actionData?.question ?? ""}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button" disabled={asking}>
            {asking ? t.ai.asking : t.ai.ask}
          </button>
          <button type="reset" className="button button-ghost" onClick={() => setCleared(true)}>
            {t.ai.clear}
          </button>
        </div>
      </fetcher.Form>
      {result && !asking ? <AiResult result={result} /> : null}
    </div>
  );
}

function AiResult({ result }: { result: ActionResult }) {
  if (result.error) {
    return (
      <div className="alert alert-error" role="alert">
        {result.error}
      </div>
    );
  }
  if (!result.answer?.trim()) {
    return (
      <div className="alert alert-error" role="alert">
        {t.ai.empty}
      </div>
    );
  }
  return (
    <section className="ai-answer" aria-labelledby="ai-answer-title">
      <h3 id="ai-answer-title">{t.ai.answer}</h3>
      <FormattedAnswer text={result.answer} />
      {result.sources && result.sources.length > 0 ? (
        <>
          <h4>{t.ai.sources}</h4>
          <ol className="ai-sources">
            {result.sources.map((source) => (
              <li key={source.url}>
                {source.url.startsWith("/") ? (
                  <Link to={source.url}>{source.title}</Link>
                ) : (
                  <a href={source.url} target="_blank" rel="noopener noreferrer">
                    {source.title}
                  </a>
                )}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {result.post_question_url ? (
        <Link to={result.post_question_url} className="button button-ghost">
          {t.ai.postToQa}
        </Link>
      ) : null}
    </section>
  );
}
