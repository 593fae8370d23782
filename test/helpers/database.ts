import { env } from "cloudflare:test";

/**
 * Runs around every statement (first, run, all, raw) and every batch that reaches D1 through the
 * wrapped binding, its sessions included: `sql` holds the statement's SQL, or each of the batch's,
 * and `values` what each was bound to.
 */
export type AroundD1 = <T>(sql: string[], run: () => Promise<T>, values: unknown[][]) => Promise<T>;

const RUNS = new Set(["first", "run", "all", "raw"]);

/**
 * The D1 binding (or a session of it) with `around` wrapped around each call that reaches the
 * database. The one way tests watch, count or break D1: everything else passes through untouched.
 */
export function wrapD1<T extends D1Database | D1DatabaseSession>(d1: T, around: AroundD1): T {
  const sqlOf = new WeakMap<object, { sql: string; values: unknown[] }>();
  const wrapStatement = (statement: D1PreparedStatement, sql: string, values: unknown[] = []): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as (...args: unknown[]) => never;
        if (property === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args), sql, args);
        if (RUNS.has(String(property))) return (...args: unknown[]) => around([sql], () => value.apply(target, args), [values]);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    sqlOf.set(wrapped, { sql, values });
    return wrapped;
  };
  return new Proxy(d1, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as (...args: unknown[]) => never;
      if (property === "prepare") return (sql: string) => wrapStatement(value.call(target, sql), sql);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          around(statements.map((s) => sqlOf.get(s)?.sql ?? ""), () => value.call(target, statements), statements.map((s) => sqlOf.get(s)?.values ?? []));
      }
      if (property === "withSession") return (...args: unknown[]) => wrapD1(value.apply(target, args), around);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * D1 as seen during an outage: each call for which `fails` answers true (given the SQL and how many
 * calls came before it) is refused as an unreachable database refuses it. Without `fails`, every call.
 */
export function failingD1(fails: (sql: string[], callsBefore: number) => boolean = () => true, d1: D1Database = env.DB): D1Database {
  let calls = 0;
  return wrapD1(d1, (sql, run) => (fails(sql, calls++) ? Promise.reject(new Error("D1_ERROR: Network connection lost.")) : run()));
}

/** D1 failing from the call after the first `callsThrough` on. */
export const failingAfter = (callsThrough: number) => failingD1((_sql, before) => before >= callsThrough);

/** D1 that records the SQL of every call it runs into `log`. */
export function watchedD1(log: string[], d1: D1Database = env.DB): D1Database {
  return wrapD1(d1, (sql, run) => {
    log.push(...sql);
    return run();
  });
}

const stored = (sql: string) => env.DB.prepare(sql);

/**
 * The tables that hold the service's rows: not SQLite's or D1's own, and not the search index
 * (a virtual table and its shadow tables, which only mirror `vehicles`).
 */
export async function ourTables(): Promise<string[]> {
  const tables = await stored(
    `SELECT name FROM sqlite_master AS t WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'
       AND substr(name, 1, 7) <> 'sqlite_' AND substr(name, 1, 4) <> '_cf_'
       AND NOT EXISTS (SELECT 1 FROM sqlite_master AS v WHERE v.sql LIKE 'CREATE VIRTUAL%' AND substr(t.name, 1, length(v.name) + 1) = v.name || '_')
     ORDER BY name`,
  ).all<{ name: string }>();
  return tables.results.map((t) => t.name);
}

/** Every row of every table of ours, as text: what a test searches for something that must never be stored. */
export async function databaseText(): Promise<string> {
  const dumps = await Promise.all((await ourTables()).map(async (name) => JSON.stringify((await stored(`SELECT * FROM "${name}"`).all()).results)));
  return dumps.join("\n");
}

/** The number of rows of a table matching a condition, for tests that check what a request stored. */
export async function countRows(table: string, where = "1", ...values: unknown[]): Promise<number> {
  return (await stored(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).bind(...values).first<number>("n"))!;
}
