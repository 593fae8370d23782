import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { createQuote, formBody, ORIGIN, pendingQuote, signedIn } from "./helpers";

/**
 * Storage round trips on a portal request's critical path, counted as test/storage-round-trips
 * counts them: D1 and Durable Object calls that start while another is in flight share its round
 * trip, and nothing after the response is counted.
 */
function countingEnv() {
  let inFlight = 0;
  let roundTrips = 0;
  let counting = true;
  const track = async <T>(call: () => Promise<T>): Promise<T> => {
    if (counting && inFlight === 0) roundTrips++;
    inFlight++;
    try {
      return await call();
    } finally {
      inFlight--;
    }
  };
  const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === "bind") return (...args: unknown[]) => wrapStatement(value.apply(target, args));
        if (["first", "run", "all", "raw"].includes(String(property))) return (...args: unknown[]) => track(() => value.apply(target, args));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const wrapD1 = <T extends D1Database | D1DatabaseSession>(d1: T): T =>
    new Proxy(d1, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as (...args: unknown[]) => never;
        if (property === "prepare") return (query: string) => wrapStatement(value.call(target, query));
        if (property === "batch") return (statements: D1PreparedStatement[]) => track(() => value.call(target, statements));
        if (property === "withSession") return (arg: string) => wrapD1(value.call(target, arg));
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const limiter = new Proxy(env.RATE_LIMITER, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "get") {
        return (id: DurableObjectId) => {
          const stub = value.call(target, id);
          return {
            consume: (...args: Parameters<typeof stub.consume>) => track(() => stub.consume(...args)),
            peek: (...args: Parameters<typeof stub.peek>) => track(() => stub.peek(...args)),
            release: (...args: Parameters<typeof stub.release>) => track(() => stub.release(...args)),
          };
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB: wrapD1(env.DB), RATE_LIMITER: limiter }, stop: () => (counting = false), roundTrips: () => roundTrips };
}

async function measure(path: string, cookies: Map<string, string>, init: { method?: string; form?: Record<string, string> } = {}) {
  const counter = countingEnv();
  const headers: Record<string, string> = { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
  if (init.form) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { method: init.method ?? (init.form ? "POST" : "GET"), headers, body: init.form && formBody(init.form) }), counter.env, ctx);
  counter.stop();
  await waitOnExecutionContext(ctx);
  return { status: response.status, roundTrips: counter.roundTrips() };
}

describe("storage round trips of the portal", () => {
  it("the quote list and the quote page: the session check, then one read", async () => {
    const { dealerKey, quoteId, dealer, clientKey } = await pendingQuote();
    const toChoose = await createQuote(clientKey, { dealershipId: dealer.id, model: "Testmake", clientName: "Sam", clientEmail: "sam@fleet.example.com" });
    const { cookies } = await signedIn(dealerKey);
    expect(await measure("/dealer/quotes", cookies)).toEqual({ status: 200, roundTrips: 2 });
    expect(await measure(`/dealer/quotes/${quoteId}`, cookies)).toEqual({ status: 200, roundTrips: 2 });
    expect(await measure(`/dealer/quotes/${toChoose}`, cookies)).toEqual({ status: 200, roundTrips: 2 });
  });

  it("the live preview: the session check, then the pricing read", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const { cookies } = await signedIn(dealerKey);
    expect(await measure(`/dealer/quotes/${quoteId}/preview`, cookies, { form: { vehiclePrice: "39000" } })).toEqual({ status: 200, roundTrips: 2 });
  });

  it("completing: the session check, then the API's own two (the pricing read, one guarded write batch)", async () => {
    const { dealerKey, quoteId } = await pendingQuote();
    const { cookies } = await signedIn(dealerKey);
    expect(await measure(`/dealer/quotes/${quoteId}`, cookies, { form: { intent: "complete" } })).toEqual({ status: 303, roundTrips: 3 });
  });

  it("signing in: the attempt count and the key lookup together, then the session write", async () => {
    const { dealerKey } = await pendingQuote();
    expect(await measure("/dealer/sign-in", new Map(), { form: { key: dealerKey } })).toEqual({ status: 303, roundTrips: 2 });
  });
});
