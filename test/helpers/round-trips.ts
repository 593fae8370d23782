import { env } from "cloudflare:test";

/**
 * Wraps the D1 and Durable Object bindings to count storage round trips on a request's critical
 * path: a call that starts while another is still in flight shares its round trip (parallel calls
 * count once), and nothing after `stop()` (waitUntil work after the response) is counted.
 */
export function countingEnv() {
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
            release: (...args: Parameters<typeof stub.release>) => track(() => stub.release(...args)),
          };
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB: wrapD1(env.DB), RATE_LIMITER: limiter }, stop: () => (counting = false), roundTrips: () => roundTrips };
}
