// Checks answers against the OpenAPI description with ajv (JSON Schema draft 2020-12): the status
// is one the operation declares, the body matches its schema, every declared header is present
// (when required) and matches its schema, and no header of the service's own is sent undeclared.

import { Ajv2020 } from "ajv/dist/2020.js";
import type { ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

type Json = Record<string, any>;

/** Headers the service itself sets: sending one a response does not declare is drift. */
export const SERVICE_HEADERS = [
  "x-request-id",
  "ratelimit",
  "ratelimit-policy",
  "retry-after",
  "idempotent-replayed",
  "allow",
  "x-d1-bookmark",
  "location",
  "cache-control",
  "access-control-allow-origin",
];

const DEFS_ID = "urn:fleet-quote:components";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly doc: Json;

  constructor(doc: Json) {
    this.doc = doc;
    // Strict: unknown keywords and formats are errors. Union types, untyped applicators and an
    // anyOf of `required` alone (the globalCarId/model rule) are plain JSON Schema and allowed.
    this.ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: DEFS_ID, $defs: this.rewriteRefs(doc.components.schemas) });
  }

  private rewriteRefs<T>(value: T): T {
    return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${DEFS_ID}#/$defs/`)) as T;
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.rewriteRefs(schema));
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** Problems of `value` against `schema` (empty when valid). */
  problems(key: string, schema: Json, value: unknown): string[] {
    const validate = this.validator(key, schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || "(root)"} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`);
  }

  resolve(node: Json): Json {
    if (!node?.$ref) return node;
    return (node.$ref as string).split("/").slice(1).reduce((at: Json, key: string) => at[key], this.doc);
  }

  operation(method: string, path: string): Json {
    const op = this.doc.paths[path]?.[method.toLowerCase()];
    if (!op) throw new Error(`the description has no operation ${method} ${path}`);
    return op;
  }

  /** The response object a status selects (exact code, then nXX range, then default). */
  responseFor(responses: Json, status: number): Json | undefined {
    const node = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    return node && this.resolve(node);
  }

  /** A header value as its schema sees it: integers are sent as digits. */
  private headerValue(schema: Json, raw: string): unknown {
    return schema.type === "integer" && /^-?\d+$/.test(raw) ? Number(raw) : raw;
  }

  checkHeaders(where: string, declared: Record<string, Json>, headers: Headers, checkUndeclared = true): string[] {
    const problems: string[] = [];
    const names = new Set<string>();
    for (const [name, node] of Object.entries(declared)) {
      const header = this.resolve(node);
      names.add(name.toLowerCase());
      const raw = headers.get(name);
      if (raw === null) {
        if (header.required) problems.push(`declared header ${name} is missing`);
        continue;
      }
      for (const p of this.problems(`${where} header ${name}`, header.schema, this.headerValue(header.schema, raw))) problems.push(`header ${name}: ${p}`);
    }
    if (checkUndeclared) {
      for (const name of SERVICE_HEADERS) if (headers.has(name) && !names.has(name)) problems.push(`header ${name} is sent but not declared`);
    }
    return problems;
  }

  /** Everything wrong with one answer of `method path`. */
  checkResponse(method: string, path: string, status: number, headers: Headers, body: unknown): string[] {
    const where = `${method} ${path} ${status}`;
    const response = this.responseFor(this.operation(method, path).responses, status);
    if (!response) return [`status ${status} is not declared`];
    const problems = this.checkHeaders(where, response.headers ?? {}, headers);
    const content = response.content?.["application/json"];
    const csv = response.content?.["text/csv"];
    if (content) {
      if (body === undefined) problems.push("a JSON body is declared but none came");
      else problems.push(...this.problems(where, content.schema, body).map((p) => `body ${p}`));
    } else if (csv) {
      const type = headers.get("content-type") ?? "";
      if (!/^text\/csv\b/.test(type)) problems.push(`a CSV body is declared but Content-Type is ${type || "missing"}`);
      if (typeof body !== "string" || body === "") problems.push("a CSV body is declared but none came");
    } else if (body !== undefined && body !== "") {
      problems.push("a body came but none is declared");
    }
    return problems;
  }

  /** Whether the description accepts `body` as the request body of `method path`. */
  requestBodyProblems(method: string, path: string, body: unknown): string[] {
    const schema = this.operation(method, path).requestBody.content["application/json"].schema;
    return this.problems(`${method} ${path} request`, schema, body);
  }

  /** Whether the description accepts `value` for a parameter (query values given as numbers when integers). */
  parameterProblems(method: string, path: string, name: string, value: unknown): string[] {
    const parameter = this.operation(method, path).parameters.find((p: Json) => p.name === name);
    if (!parameter) return [`no parameter ${name}`];
    return this.problems(`${method} ${path} parameter ${name}`, parameter.schema, value);
  }

  /** Everything wrong with a received webhook, against `webhooks[event].post`. */
  checkWebhook(event: string, headers: Headers, body: unknown): string[] {
    const op = this.doc.webhooks[event].post;
    const declared = Object.fromEntries(op.parameters.map((p: Json) => [p.name, { required: p.required, schema: p.schema }]));
    return [
      ...this.checkHeaders(`webhook ${event}`, declared, headers, false),
      ...this.problems(`webhook ${event} body`, op.requestBody.content["application/json"].schema, body).map((p) => `body ${p}`),
    ];
  }
}
