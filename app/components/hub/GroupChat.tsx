import { Link, useFetcher, useRouteLoaderData } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { ReportLink } from "~/components/ReportLink";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { FORM_KEY_FIELD, randomKey } from "~/lib/form-key";
import { formatTime } from "~/lib/format";
import { CHAT, hubPath } from "~/lib/hub";
import { useStrings } from "~/lib/i18n";
import type { GroupMessage } from "../../../party/protocol";
import type { GroupDto } from "../../../worker/services/hub";
import { useGroupRoom } from "./useGroupRoom";
import { formatDuration, formatFileSize } from "./voice-format";

// The in-page recorder, fetched only when a chat is open with scripts and the browser can record (ADR 100).
const VoiceRecorder = lazy(() => import("./VoiceRecorder"));

/** MediaRecorder and the microphone, as far as can be told without asking for it. */
function canRecord(): boolean {
  return (
    typeof navigator !== "undefined" &&
    typeof navigator.mediaDevices?.getUserMedia === "function" &&
    typeof MediaRecorder !== "undefined" &&
    typeof MediaRecorder.isTypeSupported === "function"
  );
}

/** What the groups tab's action answers a send made through the fetcher. */
export type SendMessageResult = { message?: GroupMessage; error?: string };

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** One group's chat: history, live messages and a send box that is a plain form without JavaScript. */
export function GroupChat({
  group,
  initialMessages,
  sendError,
  autoRefresh = false,
}: {
  group: GroupDto;
  initialMessages: GroupMessage[];
  sendError?: string;
  /** The reader asked for the page to reload itself (only meaningful without JavaScript). */
  autoRefresh?: boolean;
}) {
  const t = useStrings().hub;
  const { messages, addMessages, connected, online } = useGroupRoom(group.id, initialMessages);
  const fetcher = useFetcher<SendMessageResult>();
  const inputRef = useRef<HTMLInputElement>(null);
  const audioRef = useRef<HTMLInputElement>(null);
  const pendingText = useRef("");
  // The key of the message on its way: kept while the network loses it, so sending it again stores it once.
  const sendKey = useRef<{ sent: string; key: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const root = useRouteLoaderData<{ user?: { id: number } | null; lite?: boolean }>("root");
  // Nobody reports their own message (the API refuses it too).
  const readerId = root?.user?.id ?? null;
  // Lite mode sends no scripts at all; the check only keeps the recorder out should that ever change.
  const recorder = hydrated && root?.lite !== true && canRecord();
  // A recording made in the page, sent in the form's own `audio` field; a new key starts the recorder afresh.
  const recorded = useRef<File | null>(null);
  const [recorderKey, setRecorderKey] = useState(0);
  const onRecorded = (file: File | null) => {
    recorded.current = file;
    const input = audioRef.current;
    if (!input) return;
    // Shown in the file input too where the browser allows it; the submit below sends the recording either way.
    try {
      const transfer = new DataTransfer();
      if (file) transfer.items.add(file);
      input.files = transfer.files;
    } catch {
      if (!file) input.value = "";
    }
  };

  useEffect(() => {
    if (fetcher.state !== "idle") return;
    const sent = fetcher.data?.message;
    if (fetcher.data) sendKey.current = null;
    if (sent) addMessages([sent]);
    // A failed send gives the text back, unless the farmer has already typed something new.
    const input = inputRef.current;
    if (fetcher.data?.error && input && input.value === "") input.value = pendingText.current;
  }, [fetcher.state, fetcher.data, addMessages]);
  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages]);

  const sending = fetcher.state !== "idle";
  const error = fetcher.data?.error ?? sendError;
  const sendTo = hubPath("groups", { group: group.id }, CHAT);
  return (
    <div className="chat">
      <header className="chat-header">
        <Link to={hubPath("groups")} className="chat-back">
          {t.groups.backToGroups}
        </Link>
        <h2>{group.name}</h2>
        {hydrated ? (
          <p className="small muted chat-status">
            <span className={`dot ${connected ? "dot-on" : "dot-off"}`} aria-hidden="true" />
            <span data-testid="connection">{connected ? t.groups.connected : t.groups.disconnected}</span>
            {online !== null ? <span data-testid="online"> · {t.groups.online(online)}</span> : null}
          </p>
        ) : (
          // Without scripts nothing arrives live: the reader reloads, or asks the page to reload itself.
          <p className="small chat-status">
            <a href={hubPath("groups", { group: group.id, refresh: autoRefresh ? 1 : null }, CHAT)}>{t.groups.refresh}</a>
            {" · "}
            <a href={hubPath("groups", { group: group.id, refresh: autoRefresh ? null : 1 }, CHAT)}>
              {autoRefresh ? t.groups.stopRefresh : t.groups.autoRefresh}
            </a>
          </p>
        )}
      </header>
      {messages.length === 0 ? (
        <p className="muted center chat-empty">{t.groups.noMessages}</p>
      ) : (
        // The scroller stacks its one child from the bottom (hub.css), so the newest messages are what shows first,
        // with or without JavaScript; with it, each new message scrolls into view too.
        <div className="messages-scroll" ref={listRef}>
          <ol className="messages" aria-label={t.groups.messagesLabel} aria-live="polite">
            {messages.map((message) => (
              <li key={message.id} className="message" data-message-id={message.id}>
                <p className="message-meta small">
                  <strong>{message.sender_name}</strong>{" "}
                  {message.is_verified ? <VerifiedBadge compact supplier={message.sender_role === "supplier"} /> : null}{" "}
                  {message.sender_suspended ? <span className="badge">{t.suspendedSender}</span> : null}{" "}
                  <time dateTime={message.created_at} className="muted">
                    {formatTime(message.created_at)}
                  </time>{" "}
                  {message.sender_id === readerId ? null : <ReportLink type="group_message" id={message.id} />}
                </p>
                {message.content ? <p className="message-text">{message.content}</p> : null}
                {message.audio ? <VoiceNote audio={message.audio} /> : null}
              </li>
            ))}
          </ol>
        </div>
      )}
      <Alert kind="error">{error}</Alert>
      <fetcher.Form
        method="post"
        action={sendTo}
        className="chat-form"
        encType="multipart/form-data"
        onSubmit={(event) => {
          // Submit, then empty the box at once so the next message can be typed while this one is stored.
          event.preventDefault();
          const message = new FormData(event.currentTarget);
          const text = String(message.get("content") ?? "");
          if (recorded.current) message.set("audio", recorded.current);
          const audio = message.get("audio");
          // The same text and recording sent again (a lost answer) keep their key, so they are stored once.
          const sent = `${text}\u0000${audio instanceof File ? `${audio.name}:${audio.size}:${audio.lastModified}` : ""}`;
          if (sendKey.current?.sent !== sent) sendKey.current = { sent, key: randomKey() };
          message.set(FORM_KEY_FIELD, sendKey.current.key);
          fetcher.submit(message, { method: "post", action: sendTo, encType: "multipart/form-data" });
          pendingText.current = inputRef.current?.value ?? "";
          if (inputRef.current) inputRef.current.value = "";
          if (audioRef.current) audioRef.current.value = "";
          if (recorded.current) {
            recorded.current = null;
            setRecorderKey((key) => key + 1);
          }
        }}
      >
        <FormKey />
        <input type="hidden" name="intent" value="send-message" />
        <input type="hidden" name="groupId" value={group.id} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
        {autoRefresh ? <input type="hidden" name="refresh" value="1" /> : null}
        <Field
          ref={inputRef}
          id="chat-message"
          name="content"
          label={t.groups.messageLabel}
          labelHidden
          className="chat-input"
          maxLength={2000}
          pattern=".*\S.*"
          autoComplete="off"
          placeholder={t.groups.messagePlaceholder}
        />
        <button type="submit" className="button" disabled={sending}>
          {sending ? t.groups.sending : t.groups.send}
        </button>
        {/* A plain file input: the phone offers its own recorder, with or without JavaScript and in Lite mode. */}
        <div className="chat-voice small">
          <label htmlFor="chat-audio">{t.groups.voiceLabel}</label>{" "}
          <input
            ref={audioRef}
            id="chat-audio"
            type="file"
            name="audio"
            accept="audio/*"
            capture
            aria-describedby="chat-audio-hint"
            onChange={() => {
              // A file chosen after a recording replaces it.
              if (recorded.current) {
                recorded.current = null;
                setRecorderKey((key) => key + 1);
              }
            }}
          />
          <span id="chat-audio-hint" className="muted">
            {t.groups.voiceHint}
          </span>
          {recorder ? (
            <Suspense fallback={null}>
              <VoiceRecorder key={recorderKey} onRecorded={onRecorded} sending={sending} />
            </Suspense>
          ) : null}
        </div>
      </fetcher.Form>
    </div>
  );
}

/** A voice note: its length and size shown first, nothing downloaded until the reader presses play. */
function VoiceNote({ audio }: { audio: NonNullable<GroupMessage["audio"]> }) {
  const t = useStrings().hub;
  return (
    <p className="message-audio">
      {/* biome-ignore lint/a11y/useMediaCaption: a voice note has no captions until transcripts exist (ADR 093, transcript null). */}
      <audio controls preload="none" src={audio.url} aria-label={t.groups.voiceNote} />{" "}
      <span className="small muted">{`${t.groups.voiceNote} · ${formatDuration(audio.duration_s)} · ${formatFileSize(audio.size)}`}</span>
    </p>
  );
}
