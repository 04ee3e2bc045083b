import { useState } from "react";
import { Field, SelectField } from "~/components/forms";
import { formatDate } from "~/lib/format";
import { useStrings } from "~/lib/i18n";
import { INPUT_FIELD_NAMES, type InputFieldName, REGISTRATION_BODIES } from "../../worker/domain";

interface Props {
  values: Partial<Record<InputFieldName, string>>;
  errors: Record<string, string>;
  idSuffix?: string | number;
}

const MAX_LENGTH: Record<Exclude<InputFieldName, "registration_body" | "expiry_date">, number> = {
  registration_number: 60,
  manufacturer: 120,
  batch_number: 60,
  variety: 120,
};

/**
 * The expiry date: the browser's date input (its display follows the phone's settings, often mm/dd/yyyy), with the
 * chosen day written below as Gona writes dates (day, month name, year), so a swapped day and month shows at once.
 */
function ExpiryField(props: { id: string; name: string; label: string; error?: string; defaultValue: string }) {
  const strings = useStrings();
  const [value, setValue] = useState(props.defaultValue);
  const shown = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(strings.dates.months, value) : "";
  return (
    <Field
      {...props}
      type="date"
      hint={shown ? <span aria-live="polite">{strings.inputs.expiryReads(shown)}</span> : undefined}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

/**
 * The registration details of a seed or chemical listing, one group in the shared listing form. The server
 * renders it for every category and the API checks it by category; a stylesheet rule (`:has`) hides it, and the
 * variety for chemicals, once another category is chosen, so it needs no script.
 */
export function InputDetailsFields({ values, errors, idSuffix }: Props) {
  const t = useStrings().inputs;
  // A refused detail stays in view whatever the category, so its error can be read.
  const refused = INPUT_FIELD_NAMES.some((name) => errors[name]);
  return (
    <fieldset className={refused ? "input-details stack refused" : "input-details stack"}>
      <legend>{t.group}</legend>
      <p className="small muted">{t.groupHint}</p>
      <div className="grid grid-2">
        {INPUT_FIELD_NAMES.map((name) => {
          const id = idSuffix === undefined ? name : `${name}-${idSuffix}`;
          const common = { id, name, label: t.fields[name].label, error: errors[name], defaultValue: values[name] ?? "" };
          const wrapper = name === "variety" ? "input-variety" : undefined;
          if (name === "registration_body") {
            const options = [
              { value: "", label: t.chooseBody },
              ...REGISTRATION_BODIES.map((body) => ({ value: body, label: t.bodies[body] })),
            ];
            return <SelectField key={name} {...common} options={options} />;
          }
          if (name === "expiry_date") return <ExpiryField key={name} {...common} />;
          const entry: { label: string; placeholder?: string } = t.fields[name];
          return <Field key={name} {...common} className={wrapper} maxLength={MAX_LENGTH[name]} placeholder={entry.placeholder} />;
        })}
      </div>
    </fieldset>
  );
}
