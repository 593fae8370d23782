import type { Child } from "hono/jsx";
import { localDateTime } from "../../notices/format";

// Pieces the portal's forms and pages share: money fields, "changed by" lines, the stock table's head
// (what both web UIs share is in src/web/pages/form-parts.tsx).

/** A labelled dollar amount: the label, a hint, the error when there is one, then "$" and the field. */
export function MoneyField(props: { id: string; name: string; label: string; value: string; hint?: Child; error?: string | undefined; form?: string; hiddenLabel?: boolean }) {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div class={props.error ? "field field--invalid" : "field"}>
      <label for={props.id} class={props.hiddenLabel ? "visually-hidden" : undefined}>
        {props.label}
      </label>
      {props.hint && (
        <p class="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p class="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      )}
      <div class="money-input">
        <span class="money-input__unit" aria-hidden="true">
          $
        </span>
        <input
          id={props.id}
          name={props.name}
          type="text"
          inputmode="decimal"
          autocomplete="off"
          value={props.value}
          form={props.form}
          aria-describedby={describedBy || undefined}
          aria-invalid={props.error ? "true" : undefined}
        />
      </div>
    </div>
  );
}

/** Who changed a row last and when, in words: "Changed 24 Nov 2026, 7:12 pm by dlr_1a2b3c4d". */
export function changedText(updatedAt: string | null, updatedBy: string | null, state: string | null): string | null {
  if (!updatedAt || !updatedBy) return null;
  const who = updatedBy === "operator" ? "your Fleet Quote operator" : `dealer key ${updatedBy}`;
  return `Changed ${localDateTime(updatedAt, state)} by ${who}`;
}

/** The head of a table of vehicles with a price to set: the Stock page's and Add a vehicle's; `action` names the last column, a button a row. */
export function StockTableHead(props: { action: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">Vehicle</th>
        <th scope="col" class="numeric">
          List price
        </th>
        <th scope="col">Price</th>
        <th scope="col">Available</th>
        <th scope="col">
          <span class="visually-hidden">{props.action}</span>
        </th>
      </tr>
    </thead>
  );
}
