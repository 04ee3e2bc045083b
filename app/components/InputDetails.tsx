import { Fact, Facts } from "~/components/Facts";
import type { InputDetailsView } from "~/lib/input-details.server";

/** A seed or chemical listing's registration details, how to check the product, and its expiry warning. */
export function InputDetails({ view }: { view: InputDetailsView }) {
  return (
    <div className="card stack" id="registration">
      {view.expired ? (
        <p className="alert alert-error">
          <span className="badge badge-error">{view.expired.label}</span> {view.expired.note}
        </p>
      ) : null}
      {view.expiresSoon ? (
        <p className="alert alert-warning" role="note">
          {view.expiresSoon}
        </p>
      ) : null}
      <h2>{view.title}</h2>
      <Facts>
        {view.facts.map((fact) => (
          <Fact key={fact.label} label={fact.label}>
            {fact.value}
          </Fact>
        ))}
      </Facts>
      <h3>{view.checkTitle}</h3>
      <p>{view.check}</p>
    </div>
  );
}
