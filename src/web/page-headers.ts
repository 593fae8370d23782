import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { secureHeaders } from "hono/secure-headers";

/**
 * The security headers of every page the web Worker answers (the dealer portal's and the FMO
 * console's): a Content-Security-Policy that allows no inline script or style and nothing from
 * elsewhere, no framing, no referrer, and no caching. The web app puts this in front of everything
 * else, so the pages that refuse a request before it reaches a route (a body too large, a method
 * not allowed) carry them too.
 */
export const pageHeaders: MiddlewareHandler = every(
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      requireTrustedTypesFor: ["'script'"],
      trustedTypes: ["'none'"],
    },
    xFrameOptions: "DENY",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  }),
  async (c, next) => {
    await next();
    // Pages hold a dealership's quotes or an FMO's keys: no copy in any cache, nor in the back button after signing out.
    c.header("Cache-Control", "no-store");
  },
);
