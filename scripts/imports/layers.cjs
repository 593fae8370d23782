// The layers of src/, from the top down: the one place the project's import direction is written.
//
// A module may import modules of its own layer and of any layer below it, never of a layer above.
// Every file in src/ belongs to exactly one layer (a new folder must be placed here). Paths are
// relative to the repository; a path ending in "/" is a folder with everything in it.
// scripts/imports/dependency-cruiser.cjs turns this list into the rules `npm run check:imports` checks.

module.exports = [
  {
    name: "openapi",
    why: "build time only: scripts/build-docs.ts writes the description from it; nothing in the Worker imports it",
    paths: ["src/openapi/"],
  },
  { name: "entry", why: "the Workers' handlers: the API Worker's fetch, queue and scheduled; the web Worker's fetch", paths: ["src/index.ts", "src/web-worker.ts"] },
  { name: "app", why: "the Hono apps: the API's middleware and routes; the web UIs' middleware and pages, mounted", paths: ["src/app.ts", "src/web-app.ts"] },
  { name: "routes and web UIs", why: "what answers requests: the JSON API's routes, the dealer portal and the FMO console", paths: ["src/routes/", "src/portal/", "src/console/"] },
  {
    name: "examples",
    why: "build time only: the API description's examples, on the demo data; route modules name them in their operations' descriptions, which the Worker never calls",
    paths: ["src/examples/"],
  },
  {
    name: "web pages",
    why: "what the dealer portal and the FMO console share beneath both: security headers, the document frame, cookies, request budgets, forms",
    paths: ["src/web/"],
  },
  {
    name: "jobs",
    why: "the queue's jobs and the crons: entry points like the routes, which call the services as the routes do",
    paths: ["src/jobs/"],
  },
  { name: "services", why: "what the API, the web UIs and the jobs share: pricing and completing a quote, a tender's decisions, a stock file, key ends", paths: ["src/services/"] },
  {
    name: "views",
    why: "how each resource is shown (dollars at the edge): the API's answers and the webhooks' payloads, which routes, services and jobs all build",
    paths: ["src/views/"],
  },
  {
    name: "request handling",
    why: "what routes and services use: middleware, HTTP helpers (errors, validation, paging), and the Worker's bindings (env.ts)",
    paths: ["src/middleware/", "src/http/", "src/env.ts"],
  },
  {
    name: "notices",
    why: "how a quote is told to people (links, e-mails, money, dates): used by both jobs and the portal, so beneath both",
    paths: ["src/notices/"],
  },
  { name: "rate limiter", why: "the Durable Object that counts requests, and its client: beneath the middleware that uses it", paths: ["src/rate-limiter/"] },
  { name: "db", why: "storage: D1 through Drizzle (the schema and the queries) and the R2 archive's objects", paths: ["src/db/"] },
  { name: "schemas and domain", why: "request and response schemas, and the plain functions of the business rules", paths: ["src/schemas/", "src/domain/"] },
  { name: "pricing", why: "the drive-away pricing engine and its charges data: plain functions, imports nothing above", paths: ["src/pricing/"] },
];
