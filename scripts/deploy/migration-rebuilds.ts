// A table rebuild that reads a column its table does not have. SQLite cannot change a column in
// place (a CHECK, NOT NULL, a default), so drizzle-kit rebuilds the table: CREATE TABLE `__new_x`,
// INSERT INTO `__new_x`(...) SELECT ... FROM `x`, DROP TABLE `x`, rename. When the same change adds
// a column, drizzle-kit names the new column in the SELECT as well, though `x` has no such column
// yet. SQLite then reads the double-quoted name as a string: on an empty table (a fresh local
// database, the tests) the migration passes; on one with rows each row gets the column's name as
// its value, or the statement fails on the column's CHECK (docs/architecture.md, "Adding a
// column"). The columns each table has are worked out by replaying the migrations before it, in
// order, statement by statement. Pure: file names and text in, problems out.

import type { MigrationFile } from "./migrations-check.ts";

/** SQL without its comments and string literals' contents, so neither is read as a statement. */
function code(sql: string): string {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/--[^\n]*/g, " ")
    .replace(/'(?:[^']|'')*'/g, "''");
}

const IDENTIFIER = String.raw`(?:\`[^\`]+\`|"[^"]+"|\[[^\]]+\]|[A-Za-z_][\w$]*)`;
const unquote = (identifier: string) => identifier.replace(/^[`"[]|[`"\]]$/g, "").toLowerCase();

/** The text from `open` (an opening parenthesis) to its matching close, without either. */
function parenthesised(text: string, open: number): { inner: string; end: number } {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return { inner: text.slice(open + 1, i), end: i + 1 };
  }
  return { inner: text.slice(open + 1), end: text.length };
}

/** Splits on commas outside parentheses. */
function topLevelItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (text[i] === "," && depth === 0) items.push(text.slice(start, i)), (start = i + 1);
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}

const TABLE_CONSTRAINT = /^(constraint|primary\s+key|foreign\s+key|unique|check)\b/i;

/** The columns a CREATE TABLE's body (or a virtual table's arguments) declares. */
function declaredColumns(body: string): string[] {
  return topLevelItems(body)
    // A virtual table's options (content = 'vehicles') are no columns.
    .filter((item) => !TABLE_CONSTRAINT.test(item) && !/^[A-Za-z_]\w*\s*=/.test(item))
    .map((item) => unquote(new RegExp(`^${IDENTIFIER}`).exec(item)?.[0] ?? item));
}

/** Where a SELECT list ends (its FROM outside parentheses) and the table it names. */
function topLevelFrom(text: string): { at: number; table: string } | null {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (depth === 0 && /^from\b/i.test(text.slice(i, i + 5)) && (i === 0 || /\W/.test(text[i - 1]!))) {
      const table = new RegExp(`^from\\s+(${IDENTIFIER})`, "i").exec(text.slice(i));
      return table ? { at: i, table: unquote(table[1]!) } : null;
    }
  }
  return null;
}

/** A literal or keyword in a SELECT list that names no column. */
const NOT_A_COLUMN = /^(null|true|false|current_(date|time|timestamp)|'.*'|[-+]?\d[\d.e+-]*)$/i;

/** The columns a SELECT list reads: bare names, and every quoted name inside an expression. */
function columnsRead(selectList: string): string[] {
  return topLevelItems(selectList).flatMap((item) => {
    // A subquery reads its own table's columns: only what is outside it counts.
    const expression = item.replace(/\(\s*select\b[\s\S]*\)/i, "NULL").replace(/\s+as\s+\S+$/i, "").trim();
    if (NOT_A_COLUMN.test(expression)) return [];
    if (new RegExp(`^${IDENTIFIER}$`).test(expression)) return [unquote(expression)];
    return [...expression.matchAll(/`([^`]+)`|"([^"]+)"/g)].map((m) => (m[1] ?? m[2]!).toLowerCase());
  });
}

/** What a migration's statement does to the tables' columns, or the rebuild it makes. */
type Step =
  | { at: number; kind: "create"; table: string; columns: string[] }
  | { at: number; kind: "add" | "drop column"; table: string; column: string }
  | { at: number; kind: "rename column"; table: string; from: string; to: string }
  | { at: number; kind: "rename table"; table: string; to: string }
  | { at: number; kind: "drop table"; table: string }
  | { at: number; kind: "rebuild"; table: string; from: string; reads: string[] };

function stepsOf(sql: string): Step[] {
  const text = code(sql);
  const steps: Step[] = [];
  const all = (pattern: string) => text.matchAll(new RegExp(pattern, "gi"));
  for (const m of all(String.raw`\bcreate\s+(?:virtual\s+)?table\s+(?:if\s+not\s+exists\s+)?(${IDENTIFIER})[^(;]*\(`)) {
    steps.push({ at: m.index, kind: "create", table: unquote(m[1]!), columns: declaredColumns(parenthesised(text, m.index + m[0].length - 1).inner) });
  }
  for (const m of all(String.raw`\balter\s+table\s+(${IDENTIFIER})\s+add\s+(?:column\s+)?(${IDENTIFIER})`)) {
    steps.push({ at: m.index, kind: "add", table: unquote(m[1]!), column: unquote(m[2]!) });
  }
  for (const m of all(String.raw`\balter\s+table\s+(${IDENTIFIER})\s+drop\s+(?:column\s+)?(${IDENTIFIER})`)) {
    steps.push({ at: m.index, kind: "drop column", table: unquote(m[1]!), column: unquote(m[2]!) });
  }
  for (const m of all(String.raw`\balter\s+table\s+(${IDENTIFIER})\s+rename\s+(?:column\s+)?(${IDENTIFIER})\s+to\s+(${IDENTIFIER})`)) {
    if (/^to$/i.test(m[2]!)) continue; // RENAME TO x: the table itself
    steps.push({ at: m.index, kind: "rename column", table: unquote(m[1]!), from: unquote(m[2]!), to: unquote(m[3]!) });
  }
  for (const m of all(String.raw`\balter\s+table\s+(${IDENTIFIER})\s+rename\s+to\s+(${IDENTIFIER})`)) {
    steps.push({ at: m.index, kind: "rename table", table: unquote(m[1]!), to: unquote(m[2]!) });
  }
  for (const m of all(String.raw`\bdrop\s+table\s+(?:if\s+exists\s+)?(${IDENTIFIER})`)) {
    steps.push({ at: m.index, kind: "drop table", table: unquote(m[1]!) });
  }
  for (const m of all(String.raw`\binsert\s+into\s+(${IDENTIFIER})\s*\([^)]*\)\s*select\b`)) {
    // The SELECT's own FROM: the first outside parentheses (a subquery in the list has its own).
    const rest = text.slice(m.index + m[0].length);
    const from = topLevelFrom(rest);
    if (from) steps.push({ at: m.index, kind: "rebuild", table: unquote(m[1]!), from: from.table, reads: columnsRead(rest.slice(0, from.at)) });
  }
  return steps.sort((a, b) => a.at - b.at);
}

/** Each table's columns after `files` (in order), as their statements leave them. */
export function tablesAfter(files: readonly MigrationFile[]): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  for (const file of files) for (const step of stepsOf(file.sql)) apply(tables, step);
  return tables;
}

function apply(tables: Map<string, Set<string>>, step: Step): void {
  const columns = tables.get(step.table);
  switch (step.kind) {
    case "create":
      tables.set(step.table, new Set(step.columns));
      return;
    case "add":
      columns?.add(step.column);
      return;
    case "drop column":
      columns?.delete(step.column);
      return;
    case "rename column":
      if (columns?.delete(step.from)) columns.add(step.to);
      return;
    case "rename table":
      if (columns) tables.set(step.to, columns);
      tables.delete(step.table);
      return;
    case "drop table":
      tables.delete(step.table);
      return;
    case "rebuild":
      return;
  }
}

/**
 * Migrations (in order) that rebuild a table by reading a column it does not have at that point.
 * A table no earlier statement creates is not judged.
 */
export function rebuildProblems(files: readonly MigrationFile[]): string[] {
  const problems: string[] = [];
  const tables = new Map<string, Set<string>>();
  for (const file of files) {
    for (const step of stepsOf(file.sql)) {
      const columns = step.kind === "rebuild" ? tables.get(step.from) : undefined;
      if (step.kind === "rebuild" && columns) {
        const missing = [...new Set(step.reads.filter((column) => !columns.has(column)))];
        if (missing.length > 0) {
          problems.push(
            `migrations/${file.name} rebuilds ${step.from} (INSERT INTO ${step.table} ... SELECT ... FROM ${step.from}) reading ` +
              `${missing.map((c) => `"${c}"`).join(", ")}, which ${step.from} does not have before this migration. SQLite reads such a ` +
              `name as a string: every existing row would get it as its value, or fail the column's CHECK (an empty table, as in ` +
              `the tests, hides it). drizzle-kit names a column the same change adds in the SELECT too: add the column in place ` +
              `with ALTER TABLE ... ADD instead, or take it out of both the INSERT's list and the SELECT so that existing rows ` +
              `get its default (docs/architecture.md, "Adding a column").`,
          );
        }
      }
      apply(tables, step);
    }
  }
  return problems;
}
