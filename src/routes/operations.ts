import type { $ZodType } from "zod/v4/core";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type * as z from "zod/mini";
import type { AppEnv } from "../env";
import { validate } from "../http/validate";
import { authenticateClient, authenticateDealer } from "../middleware/authenticate";
import type { OperationText } from "../schemas/described";

// An operation is declared once, in its route module's list: what the Worker mounts (its method, path,
// key and the schemas it validates with, before its handler) is also what the API description, the
// fuzzers and the contract run read. Its texts (summary, description, answers, examples) are kept
// beside it, keyed by its id, in a function only the description generator calls (build time).

/** The methods of the description; "options" (a CORS preflight) is served but never described. */
export type Method = "get" | "post" | "put" | "patch" | "delete" | "options";

/** The key an operation takes. The admin token is checked for the whole of /admin/v1 (src/app.ts), unknown paths included. */
export type Auth = "apiKey" | "dealerKey" | "adminToken" | null;

/** The validators an operation runs, in this order: its path, its query, its headers, its JSON body. */
interface Validated {
  params?: $ZodType;
  query?: $ZodType;
  headers?: $ZodType;
  body?: $ZodType;
}

/** What the handler reads with `c.req.valid(...)`: the output of each schema the operation validates with. */
type ValidInput<V extends Validated> = {
  in: {};
  out: (V["params"] extends $ZodType ? { param: z.output<V["params"]> } : {}) &
    (V["query"] extends $ZodType ? { query: z.output<V["query"]> } : {}) &
    (V["headers"] extends $ZodType ? { header: z.output<V["headers"]> } : {}) &
    (V["body"] extends $ZodType ? { json: z.output<V["body"]> } : {});
};

export interface OperationSpec<Id extends string = string, M extends Method = Method> extends Validated {
  /** The operationId, by which the description, the fuzzers and the contract run name it. */
  id: Id;
  method: M;
  /** The full path, as the description writes it: /api/v1/quotes/{id}. */
  path: string;
  auth: Auth;
  /** Middleware that runs before the key is checked (a stock file's own body limit). */
  before?: MiddlewareHandler<AppEnv>[];
}

export interface Operation<Id extends string = string, M extends Method = Method> extends OperationSpec<Id, M> {
  handler: (c: Context<AppEnv, string, any>) => Response | Promise<Response>;
}

/** An operation of a route module's list: its spec, and the handler that answers it with the validated input. */
export function operation<const Id extends string, const M extends Method, V extends Validated>(
  spec: OperationSpec<Id, M> & V,
  handler: (c: Context<AppEnv, string, ValidInput<V>>) => Response | Promise<Response>,
): Operation<Id, M> {
  return { ...spec, handler };
}

/** The ids of the operations of a list that the description shows (all but CORS preflights). */
export type DescribedId<Ops extends readonly Operation[]> = Extract<Ops[number], { method: Exclude<Method, "options"> }>["id"];

/** Build time only: the texts of each described operation of a list, by its id, in the order the description lists them. */
export type OperationTexts<Ops extends readonly Operation[]> = { [Id in DescribedId<Ops>]: OperationText };

/** The path as Hono matches it: /api/v1/quotes/:id. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

const authentication: Record<Exclude<Auth, "adminToken" | null>, () => MiddlewareHandler<AppEnv>> = {
  apiKey: authenticateClient,
  dealerKey: authenticateDealer,
};

/** Mounts operations on the app, in the list's order: each behind its key, then its validators, then its handler. */
export function mountOperations(app: Hono<AppEnv>, operations: readonly Operation[]): void {
  for (const op of operations) {
    const middleware = [
      ...(op.before ?? []),
      ...(op.auth === "apiKey" || op.auth === "dealerKey" ? [authentication[op.auth]()] : []),
      ...(op.params ? [validate("param", op.params)] : []),
      ...(op.query ? [validate("query", op.query)] : []),
      ...(op.headers ? [validate("header", op.headers)] : []),
      ...(op.body ? [validate("json", op.body)] : []),
    ] as MiddlewareHandler<AppEnv>[];
    app.on(op.method.toUpperCase(), [routePath(op.path)], ...middleware, op.handler);
  }
}
