import type { QuoteViewRow } from "../../db/queries/quote-rows";
import { OUTCOME_LABELS } from "../../domain/quotes/outcome";
import { resolveRegistrationState } from "../../domain/quotes/price-quote";
import type { PriceDisplay } from "../preview";

const statusLabels: Record<string, string> = { pending: "Waiting for you", sent: "Sent", draft: "Draft" };

/**
 * Where a quote stands, as a badge: its status, or once the client has decided, the outcome
 * (a lapsed quote no longer waits for the dealer, so it shows only that).
 */
export function StatusBadge(props: { quote: Pick<QuoteViewRow, "status" | "outcome"> }) {
  const { status, outcome } = props.quote;
  if (outcome) return <span class={`badge badge--${outcome}`}>{OUTCOME_LABELS[outcome]}</span>;
  return <span class={`badge badge--${status}`}>{statusLabels[status] ?? status}</span>;
}

/** The quote's vehicle, or the model text the client asked for while the dealer has still to choose one. */
export function vehicleText(row: Pick<QuoteViewRow, "vehicleModel" | "vehicleVersion" | "requestedModel" | "requestedVersion">): string {
  if (row.vehicleModel) return `${row.vehicleModel} ${row.vehicleVersion ?? ""}`.trim();
  const asked = [row.requestedModel, row.requestedVersion].filter(Boolean).join(" ");
  return asked ? `“${asked}” (vehicle to choose)` : "Vehicle to choose";
}

/**
 * What the client asked for: the model text they typed, when they named the vehicle so (whatever
 * the dealer chose for it later); else the vehicle of the globalCarId they sent.
 */
export function requestedVehicleText(row: Pick<QuoteViewRow, "vehicleId" | "vehicleModel" | "vehicleVersion" | "requestedModel" | "requestedVersion">): string {
  const asked = [row.requestedModel, row.requestedVersion].filter(Boolean).join(" ");
  if (!asked) return vehicleText(row);
  return row.vehicleId === null ? `“${asked}” (vehicle to choose)` : `“${asked}”`;
}

/**
 * An e-mail address that wraps only before its "@" and its dots, never inside a part (such as after
 * the hyphen of "portal-e2e"), unless one part alone is wider than the line.
 */
export function EmailAddress(props: { address: string }) {
  return (
    <span class="email">
      {props.address.split(/(?=[@.])/).map((part) => (
        <span class="email__part">{part}</span>
      ))}
    </span>
  );
}

/** The state the vehicle will be registered in, and why, as the pricing engine decides it. */
export function registrationText(postcode: string | null, dealershipState: string | null): string {
  const place = resolveRegistrationState(postcode, dealershipState);
  if (!place.ok) return `Cannot be worked out: ${place.reason}`;
  switch (place.basis) {
    case "postcode":
      return `${place.state}, from the postcode`;
    case "postcode-border-dealer-state":
      return `${place.state}: the postcode is shared by ${place.candidates.join(" and ")}, and ${place.state} is your dealership's state`;
    case "postcode-border-first-listed":
      return `${place.state}: the postcode is shared by ${place.candidates.join(" and ")}; the first listed is used`;
    case "dealership":
      return `${place.state}: no postcode was given, so your dealership's state`;
    case "requested":
      return `${place.state}, as the client named it`;
  }
}

/** The drive-away breakdown; the page's script rewrites its rows, totals and note as the dealer types. */
export function PriceTable(props: { display: PriceDisplay | null; caption: string }) {
  const { display } = props;
  return (
    <div data-price hidden={display ? undefined : true}>
      <table class="price-table" data-price-table>
        <caption>{props.caption}</caption>
        <tbody data-price-rows>
          {display?.rows.map((row) => (
            <tr class={row.sub ? "price-table__sub" : undefined}>
              <th scope="row">
                {row.label}
                {row.confidence && <span class="price-table__confidence">{row.confidence}</span>}
              </th>
              <td class="numeric">{row.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr class="price-table__total">
            <th scope="row">Drive-away price, one vehicle</th>
            <td class="numeric" data-price-total>
              {display?.totalDriveAway}
            </td>
          </tr>
          <tr class="price-table__total">
            <th scope="row" data-price-quantity-label>
              {display?.quantityLabel}
            </th>
            <td class="numeric" data-price-total-for-quantity>
              {display?.totalForQuantity}
            </td>
          </tr>
        </tfoot>
      </table>
      <div class="fine-print" data-price-notes>
        {display?.notes.map((note) => (
          <p>{note}</p>
        ))}
      </div>
    </div>
  );
}
