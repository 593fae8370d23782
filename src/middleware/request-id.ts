import type { MiddlewareHandler } from "hono";
import type { RequestVariables } from "../env";

/** What a caller's own correlation id may look like to be logged beside ours. */
const CLIENT_REQUEST_ID = /^[\w\-=.]{1,128}$/;

/**
 * Gives every request our own id (`X-Request-Id` on the response, `requestId` in errors and logs).
 * A caller's `X-Request-Id` is never taken as ours, since a caller could otherwise make its
 * requests look like others in our logs; a well-formed one is kept as `clientRequestId`, logged
 * beside ours so the two sides can still correlate.
 */
export function requestId(): MiddlewareHandler<{ Variables: Pick<RequestVariables, "requestId" | "clientRequestId"> }> {
  return async function requestId(c, next) {
    const id = crypto.randomUUID();
    c.set("requestId", id);
    const sent = c.req.header("X-Request-Id");
    if (sent && CLIENT_REQUEST_ID.test(sent)) c.set("clientRequestId", sent);
    c.header("X-Request-Id", id);
    await next();
  };
}
