import { pricingCoverage } from "../pricing";
import { API_VERSION, Health, ServiceIndex } from "../schemas/service";
import { serviceExamples } from "../examples/service";
import { operation, type OperationTexts } from "./operations";

const DOCS_PAGE = "/docs/";

/**
 * GET /: a pointer to the documentation. A browser (Accept naming text/html) is redirected to the
 * reference page; an API client gets JSON naming the page and the description.
 */
export const rootOperations = [
  operation({ id: "getServiceIndex", method: "get", path: "/", auth: null }, (c) => {
    c.header("Vary", "Accept");
    if (/\btext\/html\b/.test(c.req.header("Accept") ?? "")) return c.redirect(DOCS_PAGE, 302);
    const body: ServiceIndex = { name: "Fleet Quote API", version: API_VERSION, docs: "/docs", openapi: "/api/v1/openapi.json" };
    return c.json(body);
  }),
  // Liveness for load balancers and the benchmark's baseline: no storage, no auth. It also says
  // up to which day the pricing data holds rules (after it, prices are carried forward).
  operation({ id: "getHealth", method: "get", path: "/health", auth: null }, (c) => c.json({ status: "ok", pricing: pricingCoverage() })),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeRootOperations(): OperationTexts<typeof rootOperations> {
  const ex = serviceExamples();
  return {
    getServiceIndex: {
      summary: "Where to read about the API",
      description:
        "For API clients (any `Accept` but `text/html`): JSON naming the reference page and the OpenAPI description. A browser (`Accept: text/html`) is redirected (302) to the reference page, `/docs/`.",
      tag: "Service",
      responses: {
        200: { description: "Where the reference page and the description are", schema: ServiceIndex, example: ex.serviceIndex },
        302: { description: "A browser is sent to the reference page", headers: ["Location"] },
      },
      errors: [],
    },
    getHealth: {
      summary: "Check that the service is up",
      description: "No key, no storage. Also says up to which day the pricing data holds government charges: past it, charges are carried forward and quotes say `estimated`.",
      tag: "Service",
      responses: { 200: { description: "The service is up", schema: Health, example: ex.health } },
      errors: [],
    },
  };
}
