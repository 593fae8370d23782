// The operations the fuzzers send, as the API description shows them: its method, path and key come
// from the description (src/openapi/document.ts, as `npm run build:docs` writes it); a fuzz table
// adds, by operationId, what the description cannot say (which real ids fill its path, a body it
// accepts, the query a client sends) and the least share of its requests that must succeed. Every
// described operation has exactly one entry in one of the tables (coverage.test.ts).

import { buildOpenApiDocument } from "../../src/openapi/document";
import type { ApiOperation } from "./api-requests";
import { templatePath, type PathParams } from "./references";
import type { Effect } from "./runner";
import type { Auth } from "./world";

/** What a fuzz table says of one described operation. */
export interface FuzzEntry extends Omit<ApiOperation, "method" | "path" | "auth" | "name" | "effect"> {
  /** A generator for each of the path's parameters, by name (or for all at once): mostly real ids of the world's rows. */
  params?: PathParams;
  /** What its success is (a write: what it stores; a read: an answer below 400), and the least share of its requests that must be one. */
  effect: Effect;
}

/** Fuzz entries by operationId. */
export type FuzzTable = Record<string, FuzzEntry>;

export interface DescribedOperation {
  method: string;
  path: string;
  auth: Auth;
}

const KEYS: Record<string, Auth> = { apiKey: "client", dealerKey: "dealer", adminToken: "admin" };

let described: Map<string, DescribedOperation> | undefined;

/** Every operation of the API description, by operationId. */
export function describedOperations(): Map<string, DescribedOperation> {
  if (described) return described;
  const doc = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string; security: Record<string, unknown>[] }>> };
  described = new Map();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const scheme = Object.keys(op.security[0] ?? {})[0];
      described.set(op.operationId, { method: method.toUpperCase(), path, auth: scheme ? KEYS[scheme]! : "none" });
    }
  }
  return described;
}

/** A table's entries as the requests to send: each on its described method, path and key. */
export function fuzzedOperations(table: FuzzTable): ApiOperation[] {
  return Object.entries(table).map(([id, { params = {}, ...entry }]) => {
    const op = describedOperations().get(id);
    if (!op) throw new Error(`The fuzz table names ${id}, which the API description does not have`);
    return { ...entry, name: id, method: op.method, path: templatePath(op.path, params), auth: op.auth };
  });
}
