import { env } from "cloudflare:test";
import { wrapD1 } from "./database";

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
  return { env: { ...env, DB: wrapD1(env.DB, (_sql, run) => track(run)), RATE_LIMITER: limiter }, stop: () => (counting = false), roundTrips: () => roundTrips };
}
