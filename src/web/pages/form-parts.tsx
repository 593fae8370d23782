import type { Child } from "hono/jsx";

// Pieces both web UIs' forms and pages share: the error summary of a refused form, the notice after
// a change, pagers.

/** A problem of a refused form: what is wrong, linking to the field (by its id) where it is put right. */
export interface FormProblem {
  field: string;
  text: string;
}

/**
 * What is wrong with a refused form, at the top of what the person sees, each problem linking to its
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
