import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import { countAuthFailure, failuresSpent } from "./auth-failures";
import { bearerToken } from "./authenticate";

const encoder = new TextEncoder();

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([given, expected].map((text) => crypto.subtle.digest("SHA-256", encoder.encode(text))));
  return crypto.subtle.timingSafeEqual(a!, b!);
}

/** The operator's bearer `ADMIN_TOKEN` (a Worker secret). Without one configured, the admin API is closed: 503. */
export function authenticateAdmin(): MiddlewareHandler<AppEnv> {
  return async function authenticateAdmin(c, next) {
    const expected = c.env.ADMIN_TOKEN;
    if (!expected) throw new ApiError("SERVICE_UNAVAILABLE", "The admin API is not configured (ADMIN_TOKEN is not set)");
    const given = bearerToken(c.req.header("Authorization"), /^\S{1,512}$/);
    // Checked first (no storage), then counted: a failure against the address's admin failures, a success only
    // asking whether those are spent. One round trip to the address's limiter either way.
    if (given === null || !(await sameSecret(given, expected))) {
      await countAuthFailure(c, "admin");
      throw new ApiError("UNAUTHORIZED", "Missing or invalid admin token");
    }
    const refusal = await failuresSpent(c, "admin");
    if (refusal) throw refusal;
    await next();
  };
}
