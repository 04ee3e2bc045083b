import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { TextareaField } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { ReportLink } from "~/components/ReportLink";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { readForm } from "~/lib/form-key";
import { formatDate, formatDateTime } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { hubPath } from "~/lib/hub";
import { areaRoute, type Catalog, metaStrings, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { requireUser } from "~/lib/session.server";
import hubCss from "~/styles/hub.css?url";
import { isId } from "../../worker/ids";
import type { PostDto } from "../../worker/services/hub";

interface Reply {
  id: number;
  author_id: number;
  content: string;
  author_name: string;
  is_verified: boolean;
  author_role?: string;
  author_suspended?: boolean;
  created_at: string;
}
type PostWithReplies = PostDto & { replies: Reply[] };

// The hub strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("hub");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const strings = metaStrings(matches);
  const t = strings.hub;
  return pageMeta(strings, {
    title: `${loaded?.post.title ?? t.post.notFound} | ${t.title}`,
    description: loaded?.post.content.slice(0, 160),
  });
};
export const links = () => [{ rel: "stylesheet", href: hubCss }];

function postId(t: Catalog["hub"], raw: string | undefined): string {
  if (!isId(raw)) throw new Response(t.post.notFound, { status: 404 });
  return raw;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const t = (await requestStrings(request, context)).hub;
  const id = postId(t, params.id);
  const result = await context.api.get<PostWithReplies>(`/api/chat/hub-posts/${id}`);
  if (!result.ok) throw new Response(t.post.notFound, { status: 404 });
  return { post: result.data, mayMarkSolved: user.role === "admin" || user.id === result.data.author_id, readerId: user.id };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context);
  const strings = await requestStrings(request, context);
  const t = strings.hub;
  const id = postId(t, params.id);
  const form = await readForm(request, context);
  const intent = field(form, "intent");
  const path = `/api/chat/hub-posts/${id}`;
  const result =
    intent === "reply"
      ? await context.api.post(`${path}/replies`, { content: field(form, "content") })
      : intent === "like"
        ? await context.api.put(`${path}/like`)
        : intent === "unlike"
          ? await context.api.delete(`${path}/like`)
          : intent === "solve"
            ? await context.api.put(`${path}/solved`, { is_solved: field(form, "is_solved") === "true" })
            : intent === "accept"
              ? await context.api.put(`${path}/solved`, { is_solved: true, reply_id: Number(field(form, "reply_id")) })
              : null;
  if (!result) return data({ error: t.errors.unknownAction, intent }, { status: 400 });
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, t.errors.postAction), intent }, { status: result.status });
  const back = `/farmers-hub/posts/${id}`;
  // A like shows itself (the button and the count change); the other actions say what they did, where they were done.
  if (intent === "reply") return redirect(withNotice(back, "reply-posted", "replies"));
  if (intent === "accept") return redirect(withNotice(back, "answer-accepted", "replies"));
  if (intent === "solve" && field(form, "is_solved") === "true") return redirect(withNotice(back, "post-solved", "post"));
  return redirect(back);
}

export default function PostPage() {
  const strings = useStrings();
  const t = strings.hub;
  const { post, mayMarkSolved, readerId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const replying = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  // A refused reply or choice of answer is said in the replies, where it was asked for.
  const repliesRefused = actionData?.intent === "reply" || actionData?.intent === "accept";
  // The page stays mounted after a reply is posted, and so would the textarea's text (a second tap posts it twice).
  const replyForm = useRef<HTMLFormElement>(null);
  const replySent = useRef(false);
  useEffect(() => {
    if (replying) replySent.current = true;
    else if (navigation.state === "idle" && replySent.current) {
      replySent.current = false;
      if (!actionData?.error) replyForm.current?.reset();
    }
  }, [replying, navigation.state, actionData]);
  return (
    <section className="container page hub stack">
      <Link to={hubPath("posts")}>{t.post.back}</Link>
      <article className="card stack" id="post">
        <Notice at="post" />
        <p className="post-badges">
          <span className="badge badge-info">{t.categories[post.category]}</span>
          {post.is_solved ? <span className="badge badge-verified">{t.posts.solved}</span> : null}
        </p>
        <h1>{post.title}</h1>
        <p className="small muted post-meta">
          <span>
            {post.farmer_name} {post.is_verified ? <VerifiedBadge compact supplier={post.author_role === "supplier"} /> : null}
            {post.author_suspended ? <span className="badge">{t.suspendedSender}</span> : null}
          </span>
          <span>{formatDate(strings.dates.months, post.created_at)}</span>
          <span data-testid="likes">{t.posts.likes(post.likes_count)}</span>
          <span>{t.posts.replies(post.replies_count)}</span>
          {post.author_id === readerId ? null : <ReportLink type="hub_post" id={post.id} />}
        </p>
        <p className="post-body">{post.content}</p>
        <Alert kind="error" answer={actionData}>
          {repliesRefused ? null : actionData?.error}
        </Alert>
        <div className="actions">
          <Form method="post">
            <FormKey />
            <input type="hidden" name="intent" value={post.liked_by_me ? "unlike" : "like"} />
            <button type="submit" className="button button-small button-ghost" aria-pressed={post.liked_by_me}>
              {post.liked_by_me ? t.post.unlike : t.post.like}
            </button>
          </Form>
          {mayMarkSolved ? (
            <Form method="post">
              <FormKey />
              <input type="hidden" name="intent" value="solve" />
              <input type="hidden" name="is_solved" value={post.is_solved ? "false" : "true"} />
              <button type="submit" className="button button-small">
                {post.is_solved ? t.post.markUnsolved : t.post.markSolved}
              </button>
            </Form>
          ) : null}
        </div>
      </article>
      <section className="card stack" id="replies" aria-labelledby="replies-title">
        <h2 id="replies-title">{t.post.replies}</h2>
        <Notice at="replies" />
        <Alert kind="error" answer={actionData}>
          {repliesRefused ? actionData?.error : null}
        </Alert>
        {mayMarkSolved && post.replies.length > 0 && post.accepted_reply_id === null ? (
          <p className="small muted">{t.post.acceptHint}</p>
        ) : null}
        {post.replies.length === 0 ? (
          <p className="muted">{t.post.noReplies}</p>
        ) : (
          <ol className="replies">
            {post.replies.map((reply) => (
              <li key={reply.id} className="reply" data-testid={`reply-${reply.id}`}>
                <p className="small">
                  <strong>{reply.author_name}</strong>{" "}
                  {reply.is_verified ? <VerifiedBadge compact supplier={reply.author_role === "supplier"} /> : null}{" "}
                  {reply.author_suspended ? <span className="badge">{t.suspendedSender}</span> : null}{" "}
                  <span className="muted">{formatDateTime(strings.dates.months, reply.created_at)}</span>{" "}
                  {reply.id === post.accepted_reply_id ? <span className="badge badge-verified">{t.post.acceptedAnswer}</span> : null}{" "}
                  {reply.author_id === readerId ? null : <ReportLink type="hub_reply" id={reply.id} />}
                </p>
                <p className="post-body">{reply.content}</p>
                {mayMarkSolved && reply.id !== post.accepted_reply_id ? (
                  <Form method="post">
                    <FormKey />
                    <input type="hidden" name="intent" value="accept" />
                    <input type="hidden" name="reply_id" value={reply.id} />
                    <button type="submit" className="button button-small button-ghost">
                      {t.post.acceptAnswer}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <Form method="post" className="stack" ref={replyForm}>
          <FormKey />
          <input type="hidden" name="intent" value="reply" />
          <TextareaField id="reply-content" name="content" label={t.post.replyLabel} required maxLength={5000} rows={3} />
          <div className="actions">
            <button type="submit" className="button" disabled={replying}>
              {replying ? t.post.replying : t.post.reply}
            </button>
          </div>
        </Form>
      </section>
    </section>
  );
}
