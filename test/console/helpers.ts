import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { sha256Hex } from "../../src/domain/api-keys";
import { consoleLinkToken } from "../../src/notices/console-link";
import { bearer, BASE, fetchWorker, postJson, randomAddress, register } from "../helpers/http";
import { heldQueue } from "../helpers/queue";
import { formBody } from "../portal/helpers";

export { expectPage, textOf } from "../portal/helpers";

/**
 * A browser, as far as the console can tell: it keeps the cookies the web Worker sets (their path
 * and Max-Age=0 honoured), sends them back to /console pages, posts forms as a browser does from
 * the console's own pages, and waits for the work a request leaves running (the e-mailed link's
 * writing) before the next. Jobs are held, not run: a test runs the ones it means to.
 */
export class ConsoleBrowser {
  readonly cookies = new Map<string, string>();
  readonly setCookieHeaders: string[] = [];
  readonly queue = heldQueue();
  constructor(
    readonly address = randomAddress(),
    private readonly bindings: Partial<typeof env> = {},
  ) {}

  private async send(path: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    const cookie = path.startsWith("/console") ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
    const headers = { "CF-Connecting-IP": this.address, ...(cookie ? { Cookie: cookie } : {}), ...init.headers };
    const ctx = createExecutionContext();
    const response = await fetchWorker(new Request(`${BASE}${path}`, { ...init, headers, redirect: "manual" }), { ...env, JOBS: this.queue.queue, ...this.bindings }, ctx);
    await waitOnExecutionContext(ctx);
    for (const header of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(header);
      const [pair] = header.split(";");
      const [name, ...value] = pair!.split("=");
      if (/Max-Age=0/i.test(header)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join("="));
    }
    return response;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, { headers });
  }

  /** A form post from the console's own page. */
  post(path: string, form: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, "Sec-Fetch-Site": "same-origin", ...headers },
      body: formBody(form),
    });
  }

  /** Asks for a sign-in link for `email`. */
  askForLink(email: string): Promise<Response> {
    return this.post("/console/sign-in", { email });
  }

  /** Exchanges a link's token for a session, as the confirming page's button does. */
  useLink(token: string): Promise<Response> {
    return this.post("/console/sign-in/link", { token });
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get("__Secure-console_session");
  }
}

/** A registered FMO: its key, its id and its contact address (unique to it). */
export async function consoleFmo(companyName = "Console Test Fleet") {
  const contactEmail = `fleet-${crypto.randomUUID().slice(0, 8)}@console.example.com`;
  const response = await postJson("/api/v1/register", { companyName, contactEmail }, { "CF-Connecting-IP": randomAddress() });
  expect(response.status).toBe(201);
  const { apiKey, webhookSecret } = await response.json<{ apiKey: string; webhookSecret: string }>();
  const clientId = (await env.DB.prepare("select id from api_clients where key_hash = ?").bind(await sha256Hex(apiKey)).first<string>("id"))!;
  return { apiKey, webhookSecret, clientId, contactEmail };
}

/** Adds a console user through the API; resolves its id. */
export async function addUser(apiKey: string, email: string): Promise<string> {
  const response = await postJson("/api/v1/console-users", { email }, bearer(apiKey));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ id: string }>()).id;
}

/** The sign-in links written for `recipient` (any case), newest first, each with the token its e-mail carries. */
export async function linksFor(recipient: string) {
  const { results } = await env.DB.prepare("select id, client_id, token_hash, expires_at, used_at from console_sign_in_links where lower(recipient) = lower(?) order by created_at desc, rowid desc")
    .bind(recipient)
    .all<{ id: string; client_id: string; token_hash: string; expires_at: string; used_at: string | null }>();
  return Promise.all(results.map(async (row) => ({ ...row, token: await consoleLinkToken(env.PORTAL_LINK_SECRET!, row.id) })));
}

/** A browser signed in as `email` through its e-mailed link. */
export async function signedIn(email: string, browser = new ConsoleBrowser()): Promise<ConsoleBrowser> {
  expect((await browser.askForLink(email)).status).toBe(200);
  const [link] = await linksFor(email);
  const response = await browser.useLink(link!.token);
  expect(response.status, await response.clone().text()).toBe(303);
  expect(response.headers.get("Location")).toBe("/console/overview");
  return browser;
}

/** A browser signed in as the contact of a new FMO. */
export async function signedInFmo(companyName?: string) {
  const fmo = await consoleFmo(companyName);
  return { ...fmo, browser: await signedIn(fmo.contactEmail) };
}
