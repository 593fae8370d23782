// The Worker the tests run: the API Worker (src/index.ts) as deployed, and the web Worker
// (src/web-worker.ts) behind the API Worker's service binding WEB as a named entrypoint of it, so a
// request to /dealer or /console travels as it does in production: into the API Worker, forwarded
// through the binding, answered by the web Worker (vitest.config.ts binds WEB to `Web`).

import { WorkerEntrypoint } from "cloudflare:workers";
import type { WebEnv } from "../src/env";
import web from "../src/web-worker";

export { default, RateLimiter, TenderClock } from "../src/index";

export class Web extends WorkerEntrypoint<WebEnv> {
  override fetch(request: Request): Promise<Response> {
    return Promise.resolve(web.fetch(request, this.env, this.ctx));
  }
}
