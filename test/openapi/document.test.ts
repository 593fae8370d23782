import { describe, expect, it } from "vitest";
import { createApp, operationsApp } from "../../src/app";
import { adminOperations } from "../../src/routes/admin/operations";
import { buildOpenApiDocument, describedOperations } from "../../src/openapi/document";
import { webhookEvents } from "../../src/schemas/webhook-events";
import { call } from "../helpers/http";

const served = async () => (await call("/api/v1/openapi.json")).json<any>();
const methods = ["get", "post", "put", "patch", "delete"] as const;

function everyOperation(doc: any): [string, string, any][] {
  return Object.entries(doc.paths as Record<string, any>).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((m): [string, string, any] => [m, path, item[m]]),
  );
}

const resolve = (doc: any, ref: string) => ref.split("/").slice(1).reduce((node, key) => node[key], doc);

describe("GET /api/v1/openapi.json", () => {
  it("serves the description generated from the current schemas (npm run build:docs rebuilds it)", async () => {
    const response = await call("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it("may be read from any origin, preflight included; the API itself sends no CORS headers", async () => {
    const response = await call("/api/v1/openapi.json", { headers: { Origin: "https://editor.example" } });
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const preflight = await call("/api/v1/openapi.json", {
      method: "OPTIONS",
      headers: { Origin: "https://editor.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "accept" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(preflight.headers.get("Access-Control-Allow-Methods")).toContain("GET");
    expect(preflight.headers.get("Access-Control-Allow-Headers")).toBe("accept");
    const api = await call("/api/v1/dealers", { headers: { Origin: "https://editor.example" } });
    expect(api.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("is OpenAPI 3.1 with info, servers, tags and key schemes", async () => {
    const doc = await served();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ version: "1.1.0", license: { name: expect.any(String) }, contact: { name: expect.any(String) } });
    expect(doc.servers.length).toBeGreaterThanOrEqual(2);
    // The docs page shows server descriptions as plain text: a Markdown mark would show as typed.
    expect(doc.servers.filter((s: any) => /[`*]/.test(s.description))).toEqual([]);
    expect(doc.tags.map((t: any) => t.name)).toEqual(["FMO", "Dealer", "Admin", "Service"]);
    for (const scheme of Object.values(doc.components.securitySchemes) as any[]) expect(scheme).toMatchObject({ scheme: "bearer", bearerFormat: expect.any(String) });
  });

  it("describes every operation and parameter, with tags, examples and named schemas", async () => {
    const doc = await served();
    const tags = new Set(doc.tags.map((t: any) => t.name));
    for (const [method, path, op] of everyOperation(doc)) {
      const where = `${method} ${path}`;
      expect(op.description, where).toBeTruthy();
      expect(op.tags.every((t: string) => tags.has(t)), where).toBe(true);
      for (const parameter of op.parameters) expect(parameter.description, `${where} ${parameter.name}`).toBeTruthy();
    }

    const withBody = everyOperation(doc).filter(([, , op]) => op.requestBody);
    expect(withBody.map(([, , op]) => op.operationId)).toEqual([
      "register",
      "createDriveAwayEstimate",
      "createQuote",
      "acceptQuote",
      "rotateApiKey",
      "rotateWebhookSecret",
      "addConsoleUser",
      "completeDealerQuote",
      "acknowledgeDealerOrder",
      "declineDealerOrder",
      "changeDealerOrderEta",
      "deliverDealerOrder",
      "invoiceDealerOrder",
      "upsertDealerStock",
      "importDealerStock",
      "createDealerAccessory",
      "updateDealerAccessory",
      "updateDealerSettings",
      "createTender",
      "extendTender",
      "awardTender",
      "withdrawOrder",
      "adminCreateDealership",
      "adminUpdateDealership",
      "adminAddCredits",
      "adminUpsertInventory",
      "adminCreateAccessory",
      "adminUpsertAccessory",
      "adminAdjustCredits",
      "adminCreateVehicle",
      "adminUpdateVehicle",
      "adminCreateOperator",
    ]);
    // JSON bodies are named schemas; the stock file, the one CSV body, is text.
    const bodyOf = (op: any) => Object.entries(op.requestBody.content as Record<string, any>)[0]!;
    expect(withBody.filter(([, , op]) => bodyOf(op)[0] === "text/csv").map(([, , op]) => op.operationId)).toEqual(["importDealerStock"]);
    for (const [method, path, op] of withBody) {
      const [type, body] = bodyOf(op);
      expect(body.example, `${method} ${path} request example`).toBeDefined();
      const schema = type === "text/csv" ? { type: "string" } : { $ref: expect.stringMatching(/^#\/components\/schemas\//) };
      expect(body.schema, `${method} ${path} request schema`).toMatchObject(schema);
    }

    // Every answer is JSON with an example and a named schema, but a redirect, the stock file (CSV), the three 204s and the description itself.
    const answers = everyOperation(doc).flatMap(([, path, op]) =>
      Object.entries(op.responses as Record<string, any>).map(([status, response]) => ({
        where: `${op.operationId} ${status}`,
        path,
        content: (response.$ref ? resolve(doc, response.$ref) : response).content?.["application/json"],
      })),
    );
    expect(answers.filter((a) => !a.content).map((a) => a.where)).toEqual(["getServiceIndex 302", "removeConsoleUser 204", "exportDealerStock 200", "deleteDealerAccessory 204", "adminDeleteAccessory 204", "adminRevokeDealerKey 204"]);
    for (const { where, content } of answers.filter((a) => a.content && a.path !== "/api/v1/openapi.json")) {
      expect(content.example, `${where} example`).toBeDefined();
      expect(content.schema.$ref, `${where} schema`).toMatch(/^#\/components\/schemas\//);
    }
    for (const name of ["Dealer", "InventoryItem", "QuoteCreated", "QuoteCompleted", "QuotePending", "QuoteListItem", "QuoteDetail", "Pricing", "Pagination", "Error", "DealerQuoteDetail", "AdminDealership", "QuoteCompletedEvent"]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    expect(doc.components.schemas.Error.properties.error.properties.code.enum).toContain("RATE_LIMITED");
  });

  it("declares the response headers the service sends", async () => {
    const doc = await served();
    const operations = everyOperation(doc);
    const answers = operations.flatMap(([method, path, op]) =>
      Object.entries(op.responses as Record<string, any>).map(([status, response]) => ({
        where: `${method} ${path} ${status}`,
        op,
        status,
        headers: Object.keys((response.$ref ? resolve(doc, response.$ref) : response).headers ?? {}),
        idHeader: (response.$ref ? resolve(doc, response.$ref) : response).headers?.["X-Request-Id"],
      })),
    );
    for (const { where, idHeader } of answers) expect(idHeader, where).toEqual({ $ref: "#/components/headers/X-Request-Id" });

    // Every operation may answer 405; every one but the three open service pages may answer 429.
    const wrongMethod = answers.filter((a) => a.status === "405");
    expect(wrongMethod).toHaveLength(operations.length);
    for (const { where, headers } of wrongMethod) expect(headers, where).toContain("Allow");
    const limited = answers.filter((a) => a.status === "429");
    expect(operations.filter(([, , op]) => !op.responses["429"]).map(([, , op]) => op.operationId)).toEqual(["getServiceIndex", "getHealth", "getOpenApiDocument"]);
    for (const { where, headers } of limited) expect(headers, where).toEqual(["X-Request-Id", "RateLimit", "RateLimit-Policy", "Retry-After"]);
    // A success with an API or dealer key reports the key's remaining allowance.
    const counted = answers.filter((a) => a.status.startsWith("2") && a.op.security.some((s: any) => s.apiKey || s.dealerKey));
    expect(counted.map((a) => `${a.op.operationId} ${a.status}`)).toEqual([
      "listDealers 200",
      "listDealerInventory 200",
      "searchInventory 200",
      "searchVehicles 200",
      "listVehicleDealerships 200",
      "createDriveAwayEstimate 200",
      "listQuotes 200",
      "createQuote 201",
      "getQuote 200",
      "acceptQuote 200",
      "listWebhookDeliveries 200",
      "redeliverWebhook 202",
      "listTenderWebhookDeliveries 200",
      "redeliverTenderWebhook 202",
      "rotateApiKey 200",
      "rotateWebhookSecret 200",
      "listConsoleUsers 200",
      "addConsoleUser 201",
      "removeConsoleUser 204",
      "listDealerQuotes 200",
      "getDealerQuote 200",
      "completeDealerQuote 200",
      "listDealerOrders 200",
      "getDealerOrder 200",
      "acknowledgeDealerOrder 200",
      "declineDealerOrder 200",
      "changeDealerOrderEta 200",
      "deliverDealerOrder 200",
      "invoiceDealerOrder 200",
      "listDealerStock 200",
      "upsertDealerStock 200",
      "listDealerCatalogue 200",
      "importDealerStock 200",
      "exportDealerStock 200",
      "listDealerAccessories 200",
      "createDealerAccessory 201",
      "updateDealerAccessory 200",
      "deleteDealerAccessory 204",
      "getDealerSettings 200",
      "updateDealerSettings 200",
      "getDealerCreditStatement 200",
      "listTenders 200",
      "createTender 201",
      "extendTender 200",
      "awardTender 200",
      "getTender 200",
      "listOrders 200",
      "getOrder 200",
      "withdrawOrder 200",
    ]);
    for (const { where, headers } of counted) expect(headers, where).toContain("RateLimit");

    const created = doc.paths["/api/v1/quotes"].post.responses["201"].headers;
    expect(Object.keys(created)).toEqual(expect.arrayContaining(["Location", "X-D1-Bookmark", "Idempotent-Replayed"]));
    expect(doc.paths["/api/v1/quotes/{id}"].get.parameters.map((p: any) => p.name)).toContain("X-D1-Bookmark");
  });

  it("types paging as integers and ids as the server accepts and returns them", async () => {
    const doc = await served();
    const parameter = (path: string, name: string) => doc.paths[path].get.parameters.find((p: any) => p.name === name);
    expect(parameter("/api/v1/dealers", "limit")).toMatchObject({ in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100, default: 20 } });
    expect(parameter("/api/v1/dealers", "offset")).toMatchObject({ in: "query", required: false, schema: { type: "integer", minimum: 0, default: 0 } });
    const id = parameter("/api/v1/quotes/{id}", "id");
    const accepted = new RegExp(resolve(doc, id.schema.$ref).pattern);
    for (const good of ["3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10", "3F0C6F2E-8A51-4F8E-9A43-2D7A1C9E5B10", "3f0c6f2e8a514f8e9a432d7a1c9e5b10", "3F0C6F2E8A514F8E9A432D7A1C9E5B10"]) expect(accepted.test(good), good).toBe(true);
    for (const bad of ["3f0c6f2e-8a51-4f8e-9a43", "g3f0c6f2e8a514f8e9a432d7a1c9e5b1", "{3f0c6f2e-8a51-4f8e-9a43-2d7a1c9e5b10}"]) expect(accepted.test(bad), bad).toBe(false);
    const returned = new RegExp(doc.components.schemas.Uuid.pattern);
    expect(returned.test(crypto.randomUUID())).toBe(true);
    expect(returned.test("ac5c6687-9f57-5464-8072-91b135294356")).toBe(true);
  });

  it("states the rule: at least one of globalCarId or model", async () => {
    const doc = await served();
    const request = doc.components.schemas.QuoteRequest;
    expect(request.anyOf).toEqual([{ required: ["globalCarId"] }, { required: ["model"] }]);
    expect(request.required).toEqual(expect.arrayContaining(["dealershipId", "clientName", "clientEmail"]));
    const created = doc.components.schemas.QuoteCreated;
    expect(created.anyOf.map((variant: any) => resolve(doc, variant.$ref).properties.status.const)).toEqual(["completed", "pending"]);
  });

  it("says every admin write may answer 403 to a read-only operator key, and no read does", async () => {
    const doc = await served();
    const admin = everyOperation(doc).filter(([, , op]) => op.tags.includes("Admin"));
    for (const [method, path, op] of admin) {
      expect(Object.keys(op.responses).includes("403"), `${method} ${path}`).toBe(method !== "get");
      if (method !== "get") expect(op.responses["403"].content["application/json"].example.error.code).toBe("FORBIDDEN");
    }
  });

  it("describes every webhook event of the registry, each with its body, its name in X-Service-Event and how to verify it", async () => {
    const doc = await served();
    expect(Object.keys(doc.webhooks)).toEqual(webhookEvents.map((event) => event.name));
    for (const [name, schema] of [
      ["quote.completed", "QuoteCompletedEvent"],
      ["tender.closed", "TenderClosedEvent"],
    ]) {
      const hook = doc.webhooks[name!].post;
      expect(hook.requestBody.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${schema}` });
      expect(hook.requestBody.content["application/json"].example).toBeDefined();
      expect(hook.parameters.map((p: any) => p.name)).toEqual(["webhook-id", "webhook-timestamp", "webhook-signature", "X-Service-Event", "User-Agent"]);
      expect(hook.parameters.find((p: any) => p.name === "X-Service-Event").schema).toEqual({ type: "string", enum: [name] });
      expect(hook.description).toMatch(/HMAC-SHA256/);
      expect(Object.keys(hook.responses)).toContain("2XX");
    }
  });

  it("describes exactly the routes the app serves", () => {
    // The operator's API is its own app, which the Worker loads on the first request to /admin.
    const servedRoutes = [...createApp().routes, ...operationsApp(adminOperations).routes]
      .filter((r) => r.method !== "ALL" && r.method !== "OPTIONS" && !r.path.startsWith("/dealer"))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    const described = describedOperations().map((op) => `${op.method} ${op.path}`);
    expect(new Set(servedRoutes)).toEqual(new Set(described));
  });
});

describe("GET /", () => {
  it("points API clients to the docs page and the description", async () => {
    const response = await call("/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "Fleet Quote API", version: "1.1.0", docs: "/docs", openapi: "/api/v1/openapi.json" });
    expect(response.headers.get("Vary")).toBe("Accept");
  });

  it("sends browsers to the docs page", async () => {
    const response = await call("/", { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/docs/");
  });
});
