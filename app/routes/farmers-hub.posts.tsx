import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { HubTabError } from "~/components/hub/HubTabError";
import { Modal, ModalClose } from "~/components/Modal";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { readForm } from "~/lib/form-key";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, apiFieldErrors, field } from "~/lib/forms";
import { hubPath, loadFailed } from "~/lib/hub";
import { type Catalog, useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { HUB_CATEGORIES } from "../../worker/domain";
import { isId } from "../../worker/ids";
import { readNextLink } from "../../worker/next-link";
import type { PostDto } from "../../worker/services/hub";

const categoryOptions = (t: Catalog["hub"]) => HUB_CATEGORIES.map((value) => ({ value, label: t.categories[value] }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const url = new URL(request.url);
  const wanted = url.searchParams.get("category") ?? "all";
  const category = (HUB_CATEGORIES as readonly string[]).includes(wanted) ? wanted : "all";
  const query = new URLSearchParams({ category, limit: "20" });
  const cursor = url.searchParams.get("cursor");
  if (isId(cursor)) query.set("cursor", cursor);
  const posts = await context.api.get<PostDto[]>(`/api/chat/hub-posts?${query}`);
  if (!posts.ok) throw loadFailed(posts);
  return {
    posts: posts.data,
    category,
    nextCursor: readNextLink(posts.headers.get("link"))?.searchParams.get("cursor") ?? null,
    showAsk: url.searchParams.get("ask") === "1",
    // The Ask AI answer's "ask the community" link brings its question as the title.
    askTitle: (url.searchParams.get("title") ?? "").slice(0, 200),
  };
}

type AskActionData = { error: string; fields: Record<string, string>; values: { title: string; content: string; category: string } };

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const form = await readForm(request, context);
  const values = { title: field(form, "title"), content: field(form, "content"), category: field(form, "category") || "general" };
  const result = await context.api.post<PostDto>("/api/chat/hub-posts", values);
  if (!result.ok) {
    const strings = await requestStrings(request, context);
    const failed: AskActionData = {
      error: apiErrorMessage(strings, result.error, strings.hub.errors.createPost),
      fields: apiFieldErrors(strings, result.error),
      values,
    };
    return data(failed, { status: result.status });
  }
  return redirect(withNotice(`/farmers-hub/posts/${result.data.id}`, "post-published", "post"));
}

export function ErrorBoundary() {
  return <HubTabError />;
}

export default function PostsTab() {
  const strings = useStrings();
  const t = strings.hub;
  const { posts, category, nextCursor, showAsk } = useLoaderData<typeof loader>();
  const askFailed = useActionData<typeof action>();
  const filtered = category !== "all" ? category : undefined;
  return (
    <div className="stack">
      <h2 className="visually-hidden">{t.tabs.posts}</h2>
      <div className="hub-row posts-toolbar">
        <Form method="get" action={hubPath("posts")} className="filter-form">
          <SelectField
            id="category-filter"
            name="category"
            label={t.posts.filterLabel}
            options={[{ value: "all", label: t.posts.allCategories }, ...categoryOptions(t)]}
            defaultValue={category}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          />
          <noscript>
            <button type="submit" className="button button-small button-ghost">
              {t.posts.filter}
            </button>
          </noscript>
        </Form>
        <Link to={hubPath("posts", { ask: 1, category: filtered })} className="button">
          {t.posts.ask}
        </Link>
      </div>
      {posts.length === 0 ? (
        <div className="card center">
          <p>{t.posts.empty}</p>
          <Link to={hubPath("posts", { ask: 1 })} className="button">
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
                  {post.farmer_name} {post.is_verified ? <VerifiedBadge compact supplier={post.author_role === "supplier"} /> : null}
                  {post.author_suspended ? <span className="badge">{t.suspendedSender}</span> : null}
                </span>
                <span>{formatDate(strings.dates.months, post.created_at)}</span>
                <span>{t.posts.likes(post.likes_count)}</span>
                <span>{t.posts.replies(post.replies_count)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <Link to={hubPath("posts", { category, cursor: nextCursor })} className="button button-ghost">
          {t.posts.older}
        </Link>
      ) : null}
      {showAsk || askFailed ? <AskQuestionModal failed={askFailed} /> : null}
    </div>
  );
}

function AskQuestionModal({ failed }: { failed?: AskActionData }) {
  const t = useStrings().hub;
  const { askTitle, category } = useLoaderData<typeof loader>();
  const closeTo = hubPath("posts", { category: category !== "all" ? category : undefined });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <Modal title={t.askQuestion.title} titleId="ask-title" closeTo={closeTo}>
      <Alert kind="error">{failed?.error}</Alert>
      <Form method="post" action={hubPath("posts")} className="stack">
        <FormKey />
        <SelectField
          id="post-category"
          name="category"
          label={t.askQuestion.category}
          options={categoryOptions(t)}
          defaultValue={failed?.values.category ?? (category === "all" ? "general" : category)}
          error={failed?.fields.category}
        />
        <Field
          id="post-title"
          name="title"
          label={t.askQuestion.questionTitle}
          required
          maxLength={200}
          pattern=".*\S.*"
          defaultValue={failed?.values.title ?? askTitle}
          error={failed?.fields.title}
        />
        <TextareaField
          id="post-content"
          name="content"
          label={t.askQuestion.description}
          required
          maxLength={5000}
          rows={5}
          defaultValue={failed?.values.content ?? ""}
          error={failed?.fields.content}
        />
        <div className="actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t.askQuestion.submitting : t.askQuestion.submit}
          </button>
          <ModalClose to={closeTo}>{t.askQuestion.cancel}</ModalClose>
        </div>
      </Form>
    </Modal>
  );
}
