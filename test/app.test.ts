import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../src/index";
import { call, expectError, get, postJson, randomAddress, registerClient } from "./helpers/http";

afterEach(() => vi.restoreAllMocks());

describe("errors and request ids", () => {
  it("gives every response an X-Request-Id, and errors repeat it in the envelope", async () => {
    const ok = await call("/api/v1/openapi.json");
    expect(ok.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await call("/api/v1/nope");
    const error = await expectError(missing, 404, "NOT_FOUND");
    expect(error.requestId).toBe(missing.headers.get("X-Request-Id"));
  });

  it("always uses its own request id, logging a caller's well-formed id beside it", async () => {
    const forged = "00000000-0000-4000-8000-000000000000";
    const response = await call("/api/v1/openapi.json", { headers: { "X-Request-Id": forged } });
    expect(response.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("X-Request-Id")).not.toBe(forged);

    const key = await registerClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE dealerships RENAME TO dealerships_moved");
    try {
      const failed = await call("/api/v1/dealers", { headers: { Authorization: `Bearer ${key}`, "X-Request-Id": "caller-123" } });
      const entry = JSON.parse(logged.mock.calls.flat().find((line) => String(line).includes("unhandled error")) as string);
      expect(entry).toMatchObject({ requestId: failed.headers.get("X-Request-Id"), clientRequestId: "caller-123" });
      await call("/api/v1/dealers", { headers: { Authorization: `Bearer ${key}`, "X-Request-Id": "bad id\twith spaces" } });
      expect(JSON.parse(logged.mock.calls.at(-1)![0] as string).clientRequestId).toBeUndefined();
    } finally {
      await env.DB.exec("ALTER TABLE dealerships_moved RENAME TO dealerships");
    }
  });

  it("answers unknown routes with 404 NOT_FOUND", async () => {
    await expectError(await call("/nope"), 404, "NOT_FOUND");
    await expectError(await call("/api/v2/dealers"), 404, "NOT_FOUND");
  });

  it("answers a wrong method with 405 and an Allow header", async () => {
    const response = await call("/api/v1/register", { method: "GET" });
    await expectError(response, 405, "METHOD_NOT_ALLOWED");
    expect(response.headers.get("Allow")).toBe("POST");
    const dealers = await call("/api/v1/dealers", { method: "DELETE" });
    await expectError(dealers, 405, "METHOD_NOT_ALLOWED");
    expect(dealers.headers.get("Allow")).toContain("GET");
  });

  it("answers a body over 64 KiB with 413 before parsing it, and accepts one of exactly 64 KiB", async () => {
    const headers = { "CF-Connecting-IP": randomAddress() };
    const base = JSON.stringify({ companyName: "x", contactEmail: "a@b.co", pad: "" });
    const exact = base.replace('"pad":""', `"pad":"${"p".repeat(64 * 1024 - base.length)}"`);
    expect(new TextEncoder().encode(exact).length).toBe(64 * 1024);
    expect((await postJson("/api/v1/register", exact, headers)).status).toBe(201);
    const over = exact.replace('"pad":"', '"pad":"p');
    await expectError(await postJson("/api/v1/register", over, headers), 413, "PAYLOAD_TOO_LARGE");
  });

  it("turns an unexpected failure into 500 INTERNAL_ERROR without internals, logged with the request id", async () => {
    const key = await registerClient();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("ALTER TABLE dealerships RENAME TO dealerships_moved");
    try {
      const response = await get("/api/v1/dealers", key);
      const error = await expectError(response, 500, "INTERNAL_ERROR");
      expect(error.message).toBe("Internal server error");
      expect(JSON.stringify(error)).not.toMatch(/dealerships|SQL|stack/i);
      expect(logged.mock.calls.flat().join(" ")).toContain(error.requestId);
    } finally {
      await env.DB.exec("ALTER TABLE dealerships_moved RENAME TO dealerships");
    }
  });
});

describe("GET /health", () => {
  it("answers without a key and reports up to which day the pricing data holds rules", async () => {
    const response = await call("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", pricing: { validThrough: "2027-06-30" } });
  });
});

describe("two Workers, one hostname", () => {
  it("forwards /dealer and /console, and nothing else, to the web Worker as they came: method, address, headers and body", async () => {
    const forwarded: { method: string; url: string; cookie: string | null; type: string | null; body: string }[] = [];
    const web = {
      fetch: async (request: Request) => {
        const body = new TextDecoder().decode(await request.arrayBuffer());
        forwarded.push({ method: request.method, url: request.url, cookie: request.headers.get("Cookie"), type: request.headers.get("Content-Type"), body });
        return new Response("the web Worker");
      },
    };
    const send = (path: string, init: RequestInit = {}) => worker.fetch(new Request(`https://fleet-quote.test${path}`, init), { ...env, WEB: web as unknown as Fetcher }, createExecutionContext());
    for (const path of ["/dealer", "/dealer/quotes?page=2", "/console", "/console/tenders/x"]) expect(await (await send(path)).text()).toBe("the web Worker");
    const posted = await send("/console/sign-in", { method: "POST", headers: { Cookie: "a=b", "Content-Type": "application/x-www-form-urlencoded" }, body: "email=jo%40fleet.example.com" });
    expect(await posted.text()).toBe("the web Worker");
    expect(forwarded.at(-1)).toEqual({ method: "POST", url: "https://fleet-quote.test/console/sign-in", cookie: "a=b", type: "application/x-www-form-urlencoded", body: "email=jo%40fleet.example.com" });
    for (const path of ["/dealers", "/consoles", "/api/v1/dealer/quotes", "/health"]) expect(await (await send(path)).text()).not.toBe("the web Worker");
    expect(forwarded.map((f) => new URL(f.url).pathname + new URL(f.url).search)).toEqual(["/dealer", "/dealer/quotes?page=2", "/console", "/console/tenders/x", "/console/sign-in"]);
  });

  it("answers the portal and the console from the web Worker, through the API Worker's service binding", async () => {
    for (const [path, title] of [["/dealer", "Sign in to the dealer portal"], ["/console", "Sign in to the FMO console"]] as const) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(title);
      expect(response.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
    }
  });
});
