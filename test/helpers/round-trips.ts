import { env } from "cloudflare:test";
import { wrapD1 } from "./database";

/**
 * Wraps the D1, Durable Object and R2 bindings to count storage round trips on a request's critical
 * path: a call that starts while another is still in flight shares its round trip (parallel calls
 * count once), and nothing after `stop()` (waitUntil work after the response) is counted. R2 calls
 * are counted on their own too.
 */
export function countingEnv() {
  let inFlight = 0;
  let roundTrips = 0;
  let r2Calls = 0;
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
  const limiter = new Proxy(env.RATE_LIMITER, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (property === "get") {
        return (id: DurableObjectId) => {
          const stub = value.call(target, id);
          return {
            consume: (...args: Parameters<typeof stub.consume>) => track(() => stub.consume(...args)),
            check: (...args: Parameters<typeof stub.check>) => track(() => stub.check(...args)),
            release: (...args: Parameters<typeof stub.release>) => track(() => stub.release(...args)),
          };
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const archive = new Proxy(env.ARCHIVE, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (counting) r2Calls++;
        return track(() => value.apply(target, args));
      };
    },
  });
  return {
    env: { ...env, DB: wrapD1(env.DB, (_sql, run) => track(run)), RATE_LIMITER: limiter, ARCHIVE: archive },
    stop: () => (counting = false),
    roundTrips: () => roundTrips,
    r2Calls: () => r2Calls,
  };
}
