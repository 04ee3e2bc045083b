import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { type DragEvent, type FormEvent, useRef, useState } from "react";
import { Alert } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { SelectField } from "~/components/forms";
import { Notice } from "~/components/Notice";
import { VerifiedBadge } from "~/components/VerifiedBadge";
import { readForm } from "~/lib/form-key";
import { formatDate } from "~/lib/format";
import { apiErrorMessage, field } from "~/lib/forms";
import { useStrings } from "~/lib/i18n";
import { requestStrings } from "~/lib/language.server";
import { withNotice } from "~/lib/notices";
import { requireUser } from "~/lib/session.server";
import { documentTypesFor, MAX_UPLOAD_BYTES } from "../../worker/domain";

const ACCEPT = ".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png";

interface OwnRequest {
  id: number;
  document_type: string;
  status: "pending" | "approved" | "rejected";
  created_at: string;
}

/** Farmers (their farm) and suppliers (their business) only: anyone else is sent back to Profile Information. */
async function requireVerifier(request: Request, context: LoaderFunctionArgs["context"]) {
  const user = await requireUser(request, context);
  if (documentTypesFor(user.role).length === 0) throw redirect("/profile");
  return user;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireVerifier(request, context);
  const own = await context.api.get<{ request: OwnRequest | null }>("/api/users/verify");
  return { badge: user.verificationBadge, role: user.role, latest: own.ok ? own.data.request : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireVerifier(request, context);
  const strings = await requestStrings(request, context);
  const t = strings.admin.verify;
  // Refuse an oversized upload before reading it into memory (the API enforces the exact limit again).
  if (Number(request.headers.get("content-length") ?? "0") > MAX_UPLOAD_BYTES + 64 * 1024) {
    return data({ error: t.tooLarge }, { status: 413 });
  }
  const form = await readForm(request, context);
  const document = form.get("document");
  if (!(document instanceof File) || document.size === 0) return data({ error: t.selectDocument }, { status: 400 });
  const upload = new FormData();
  upload.set("documentType", field(form, "documentType") || (documentTypesFor(user.role)[0] ?? ""));
  upload.set("document", document);
  const result = await context.api.post("/api/users/verify", upload);
  if (!result.ok) return data({ error: apiErrorMessage(strings, result.error, t.failed) }, { status: result.status });
  return redirect(withNotice("/profile/verification", "verification-submitted", "verification"));
}

export default function Verification() {
  const strings = useStrings();
  const t = strings.admin.verify;
  const { badge, role, latest } = useLoaderData<typeof loader>();
  const supplier = role === "supplier";
  const actionData = useActionData<typeof action>();
  const location = useLocation();

  if (badge === "verified") {
    return (
      <div className="card narrow">
        <h2>
          {t.verifiedTitle} <VerifiedBadge supplier={supplier} />
        </h2>
        <p>{t.verifiedNote(supplier ? strings.badge.verifiedSupplier : strings.badge.verified)}</p>
      </div>
    );
  }

  const pending = latest?.status === "pending" ? latest : null;
  return (
    <div className="profile-grid">
      <div className="card" id="verification">
        <h2>{t.title}</h2>
        {pending ? (
          // While a document waits for review there is nothing to send: the status replaces the form.
          <>
            <Notice at="verification" />
            <div className="alert alert-info">
              <p>
                <strong>{t.pendingTitle}</strong> <span className="badge badge-warning">{t.pendingBadge}</span>
              </p>
              <p>{t.pendingNote(formatDate(strings.dates.months, pending.created_at))}</p>
            </div>
          </>
        ) : (
          <>
            <p className="muted">{supplier ? t.supplierIntro : t.intro}</p>
            {latest?.status === "rejected" ? <p className="muted">{t.rejectedNote}</p> : null}
            {/* A new key after each navigation starts the form afresh: the first document type, no file, no file name. */}
            <VerificationForm key={location.key} role={role} serverError={actionData?.error ?? null} />
          </>
        )}
      </div>
      <aside className="card">
        <h2>{t.benefitsTitle}</h2>
        <ul className="benefits">
          {t.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

function VerificationForm({ role, serverError }: { role: string; serverError: string | null }) {
  const t = useStrings().admin.verify;
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/profile/verification") === true;
  const error = clientError ?? serverError;

  const chooseFile = (file: File | undefined) => {
    setClientError(file && file.size > MAX_UPLOAD_BYTES ? t.tooLarge : null);
    setFileName(file ? file.name : null);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer.files;
    if (input.current && files.length > 0) {
      input.current.files = files;
      chooseFile(files[0]);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const file = input.current?.files?.[0];
    if (!file) {
      event.preventDefault();
      setClientError(t.selectDocument);
    } else if (file.size > MAX_UPLOAD_BYTES) {
      event.preventDefault();
      setClientError(t.tooLarge);
    }
  };

  return (
    <Form method="post" encType="multipart/form-data" className="stack" onSubmit={onSubmit}>
      <FormKey />
      <Alert kind="error">{error}</Alert>
      <fieldset disabled={submitting} className="stack">
        <SelectField
          id="documentType"
          name="documentType"
          label={t.documentType}
          options={documentTypesFor(role).map((type) => ({ value: type, label: t.documentTypes[type] }))}
        />
        <div className="field">
          <label
            htmlFor="document"
            className={`dropzone${dragging ? " dragging" : ""}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <strong>{t.document}</strong>
            <br />
            {t.chooseFile}
            <br />
            <span className="muted small">{t.fileHint}</span>
            <input
              ref={input}
              id="document"
              name="document"
              type="file"
              accept={ACCEPT}
              onChange={(event) => chooseFile(event.target.files?.[0])}
            />
          </label>
          {fileName ? <span className="small">{t.chosen(fileName)}</span> : null}
        </div>
        <button type="submit" className="button">
          {submitting ? t.submitting : t.submit}
        </button>
      </fieldset>
    </Form>
  );
}
