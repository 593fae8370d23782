import type { Child } from "hono/jsx";
import { localDateTime } from "../../notices/format";

// Pieces the portal's forms and pages share: money fields, the error summary, notices, "changed by"
// lines, pagers.

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

/** A problem of a refused form: what is wrong, linking to the field (by its id) where it is put right. */
export interface FormProblem {
  field: string;
  text: string;
}

/**
 * What is wrong with a refused form, at the top of what the dealer sees, each problem linking to its
 * field: the page after a refused form opens at the top, where a message beside the field may be out
 * of sight. It takes the focus as the page opens (autofocus: no script needed), so it is read out.
 * `heading` is the level its title takes in the page's outline.
 */
export function ErrorSummary(props: { problems: FormProblem[]; heading?: "h2" | "h3" }) {
  if (props.problems.length === 0) return null;
  const title = "Please check the form";
  return (
    <div class="error-summary" role="alert" tabindex={-1} autofocus aria-labelledby="error-summary-title">
      {props.heading === "h3" ? <h3 id="error-summary-title">{title}</h3> : <h2 id="error-summary-title">{title}</h2>}
      <ul>
        {props.problems.map((problem) => (
          <li>
            <a href={`#${problem.field}`}>{problem.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A confirmation after a change, read out when the page opens. */
export function SavedNotice(props: { children: Child }) {
  return (
    <p class="notice notice--success" role="status">
      {props.children}
    </p>
  );
}

/** Who changed a row last and when, in words: "Changed 24 Nov 2026, 7:12 pm by dlr_1a2b3c4d". */
export function changedText(updatedAt: string | null, updatedBy: string | null, state: string | null): string | null {
  if (!updatedAt || !updatedBy) return null;
  const who = updatedBy === "operator" ? "your Fleet Quote operator" : `dealer key ${updatedBy}`;
  return `Changed ${localDateTime(updatedAt, state)} by ${who}`;
}

/** Previous and next page links of a list whose page is in the query string. */
export function Pager(props: { page: number; hasNext: boolean; href: (page: number) => string }) {
  if (props.page <= 1 && !props.hasNext) return null;
  return (
    <nav class="pager" aria-label="Pages">
      {props.page > 1 ? <a href={props.href(props.page - 1)}>← Previous page</a> : <span />}
      <span>Page {props.page}</span>
      {props.hasNext ? <a href={props.href(props.page + 1)}>Next page →</a> : <span />}
    </nav>
  );
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
