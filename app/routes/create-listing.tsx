import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AddPhoneBanner } from "~/components/AddPhoneBanner";
import { Alert, useRefusedHere } from "~/components/answer";
import { FormKey } from "~/components/FormKey";
import { Field } from "~/components/forms";
import { ListingFields } from "~/components/ListingFields";
import { FORM_KEY_FIELD, randomKey, readForm } from "~/lib/form-key";
import { apiErrorMessage, apiFieldErrors } from "~/lib/forms";
import { areaRoute, loadErrorStrings, metaStrings, useLanguage, useStrings } from "~/lib/i18n";
import { prepareImage } from "~/lib/image-resize";
import { requestStrings } from "~/lib/language.server";
import { LISTING_FIELDS, listingFieldValuesFrom } from "~/lib/listing-fields";
import { withNotice } from "~/lib/notices";
import { pageMeta } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import { useHydrated } from "~/lib/use-hydrated";
import css from "~/styles/marketplace.css?url";
import { INPUT_FIELD_NAMES, MAX_LISTING_IMAGES } from "../../worker/domain";

const NO_FIELD_ERRORS: Record<string, string> = {};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: css }];
// The account strings are their own chunk in the browser: fetched before this route renders.
const area = areaRoute("account", "inputs", "prices");
export const handle = area.handle;
export const clientLoader = area.clientLoader;

export const meta: MetaFunction = ({ matches }) => {
  const strings = metaStrings(matches);
  return pageMeta(strings, { title: strings.marketplace.create.title, description: strings.marketplace.create.metaDescription });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, ["farmer", "supplier"]);
  return { user: { role: user.role, phone: user.phone, phone_confirmed: user.phone_confirmed } };
}

/** Without JavaScript the browser posts the multipart form here; it goes to the API as it came. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireRole(request, context, ["farmer", "supplier"]);
  const strings = await requestStrings(request, context);
  const t = strings.marketplace.create;
  let form: FormData;
  try {
    form = await readForm(request, context);
  } catch {
    return data({ error: t.failed, fields: NO_FIELD_ERRORS, values: {} }, { status: 400 });
  }
  const upload = new FormData();
  for (const [name, value] of form.entries()) {
    if (name === FORM_KEY_FIELD) continue;
    if (typeof value === "string") {
      // A blank field is left out, so the API applies its default rather than refusing "".
      if (value.trim() !== "") upload.append(name, value);
    } else if (value.size > 0) {
      upload.append(name, value);
    }
  }
  const result = await context.api.post("/api/listings/user/listing", upload);
  if (!result.ok) {
    const values = listingFieldValuesFrom(form, "create");
    return data(
      { error: apiErrorMessage(strings, result.error, t.failed), fields: apiFieldErrors(strings, result.error), values },
      { status: result.status },
    );
  }
  return redirect(withNotice("/dashboard", "listing-submitted"));
}

type Phase = { kind: "idle" } | { kind: "preparing" } | { kind: "uploading"; percent: number };

function uploadWithProgress(
  form: FormData,
  key: string,
  onProgress: (percent: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/listings/user/listing");
    // Sent again after a dropped connection, the upload keeps its key: the listing is created once (ADR 075).
    xhr.setRequestHeader("Idempotency-Key", key);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.send(form);
  });
}

export default function CreateListing() {
  const strings = useStrings();
  const language = useLanguage();
  const t = strings.marketplace.create;
  const hydrated = useHydrated();
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);
  const [previews, setPreviews] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const uploadKey = useRef<string | null>(null);
  // The upload is answered here, not by a Remix navigation: each refusal takes focus itself.
  const refused = useRefusedHere();
  const values = actionData?.values ?? {};
  const shownError = error ?? actionData?.error ?? null;
  const busy = phase.kind !== "idle" || navigation.state === "submitting";

  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  function onFilesChosen(files: FileList | null) {
    const chosen = Array.from(files ?? []);
    setError(chosen.length > MAX_LISTING_IMAGES ? t.tooManyImages : null);
    setPreviews(chosen.slice(0, MAX_LISTING_IMAGES).map((file) => URL.createObjectURL(file)));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const input = new FormData(formElement);
    const files = input.getAll("images").filter((value): value is File => value instanceof File && value.size > 0);
    if (files.length > MAX_LISTING_IMAGES) {
      setError(t.tooManyImages);
      refused();
      return;
    }
    setError(null);
    setFieldErrors(null);
    const upload = new FormData();
    for (const name of [...LISTING_FIELDS.map((definition) => definition.name), ...INPUT_FIELD_NAMES]) {
      const value = input.get(name);
      if (typeof value === "string" && value.trim() !== "") upload.append(name, value);
    }
    try {
      setPhase({ kind: "preparing" });
      const prepared = await Promise.all(files.map((file) => prepareImage(file)));
      for (const image of prepared) upload.append("images", image.photo, image.photoName);
      // Thumbnails pair with photos by position, so they go only when every photo has one.
      if (prepared.every((image) => image.thumbnail)) {
        prepared.forEach((image, index) => {
          if (image.thumbnail) upload.append("thumbnails", image.thumbnail, `thumb-${index}.jpg`);
        });
      }
      setPhase({ kind: "uploading", percent: 0 });
      uploadKey.current ??= randomKey();
      const result = await uploadWithProgress(upload, uploadKey.current, (percent) => setPhase({ kind: "uploading", percent }));
      // Answered: the next send is a new listing (only a send the network lost keeps its key).
      uploadKey.current = null;
      if (result.status === 201) {
        navigate(withNotice("/dashboard", "listing-submitted"));
        return;
      }
      // The error texts are their own small chunk, fetched only now that one must be shown.
      const errors = { errors: await loadErrorStrings(language) };
      setError(apiErrorMessage(errors, result.body, t.failed));
      setFieldErrors(apiFieldErrors(errors, result.body));
      refused();
    } catch {
      setError(t.failed);
      refused();
    }
    setPhase({ kind: "idle" });
  }

  return (
    <section className="container page narrow">
      <h1>{t.title}</h1>
      <p className="muted">{t.subtitle}</p>
      <p className="alert">{t.reviewNote}</p>
      <AddPhoneBanner user={user} />
      <Alert kind="error">{shownError}</Alert>
      <form method="post" encType="multipart/form-data" className="stack card" onSubmit={onSubmit}>
        <FormKey />
        <ListingFields values={values} errors={fieldErrors ?? actionData?.fields ?? NO_FIELD_ERRORS} />
        <Field
          id="images"
          name="images"
          type="file"
          label={t.fieldImages}
          // The server's HTML says what holds without JavaScript; after hydration the browser shrinks large photos.
          hint={hydrated ? t.imagesHint : t.imagesHintNoScript}
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          onChange={(event) => onFilesChosen(event.currentTarget.files)}
        />
        {previews.length > 0 ? (
          <div className="image-previews">
            {previews.map((url, index) => (
              <img key={url} src={url} alt={t.preview(index)} width={96} height={72} />
            ))}
          </div>
        ) : null}
        {phase.kind === "uploading" ? (
          <div className="field">
            <label htmlFor="upload-progress">
              {t.progress}: {phase.percent}%
            </label>
            <progress id="upload-progress" className="upload-progress" max={100} value={phase.percent} />
          </div>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {phase.kind === "preparing" ? t.preparing : busy ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}
