import type { WebEnv } from "./env";
import { createWebApp } from "./web-app";

// The web Worker (wrangler.web.toml): the dealer portal's and the FMO console's pages. It has no
// public route of its own: the API Worker forwards /dealer and /console to it (service binding WEB).
const app = createWebApp();

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<WebEnv>;
