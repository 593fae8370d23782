import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { PlanRefusal } from "../domain/quotes/plan-quote";

/** The closed set of error codes, each tied to the one HTTP status it is sent with (422 has two: the request is well formed, but cannot be done). */
export const errorStatus = {
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  IDEMPOTENCY_KEY_REUSED: 422,
  VEHICLE_NOT_PRICED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; status: number; requestId: string };
}

/** Thrown anywhere in request handling; the app's error handler turns it into the envelope. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export function errorBody(code: ErrorCode, message: string, requestId: string): ErrorBody {
  return { error: { code, message, status: errorStatus[code], requestId } };
}

const refusalCodes: Record<PlanRefusal["failure"], ErrorCode> = {
  invalid: "INVALID_REQUEST",
  not_found: "NOT_FOUND",
  no_credits: "INSUFFICIENT_CREDITS",
};

/**
 * A retried creation whose Idempotency-Key was used before for another request: another body, or
 * the other kind of request (a quote's key for a tender, or a tender's for a quote), said as such.
 */
export function idempotencyKeyReused(earlier: { tenderId: string | null } | undefined, now: "quote" | "tender"): ApiError {
  const was = earlier === undefined ? now : earlier.tenderId ? "tender" : "quote";
  return new ApiError(
    "IDEMPOTENCY_KEY_REUSED",
    was === now ? "This Idempotency-Key was already used with a different request body" : `This Idempotency-Key was already used for a ${was}: send another key`,
  );
}

/** A quote or tender the domain will not make, as the API's error. */
export function refusedPlan(refusal: Pick<PlanRefusal, "failure" | "message">): ApiError {
  return new ApiError(refusalCodes[refusal.failure], refusal.message);
}
