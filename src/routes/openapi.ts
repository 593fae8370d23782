import { Hono } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "../http/errors";
import type { OperationDoc } from "../schemas/described";

/**
 * The OpenAPI description: generated from the schemas at build time (scripts/build-docs.ts) into a
 * static asset, and served from here with the API's own headers. Any origin may read it: it holds
 * no secrets, and hosted editors and browser tools load it from their own origin. (The API itself
 * sends no CORS headers.)
 */
const DOCUMENT_ASSET = "/docs/openapi.json";
const cors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Max-Age": "86400",
};

export const openApiRoutes = new Hono<AppEnv>()
  .get("/openapi.json", async (c) => {
    const asset = await c.env.ASSETS.fetch(new URL(DOCUMENT_ASSET, c.req.url));
    if (!asset.ok) throw new ApiError("INTERNAL_ERROR", "The API description has not been built (npm run build:docs)");
    return c.body(await asset.text(), 200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
  })
  .options("/openapi.json", (c) => {
    const requested = c.req.header("Access-Control-Request-Headers");
    return c.body(null, 204, { ...cors, ...(requested && { "Access-Control-Allow-Headers": requested }) });
  });

/** Build time only: these routes as the API description shows them (see src/schemas/described.ts). */
export function openApiOperations(): OperationDoc[] {
  return [
    {
      method: "get",
      path: "/api/v1/openapi.json",
      operationId: "getOpenApiDocument",
      summary: "This description (OpenAPI 3.1)",
      description:
        "No key. Generated from the same schemas the service validates with. Any origin may read it (`Access-Control-Allow-Origin: *`), so browser tools and hosted editors can load it; the API's other operations send no CORS headers (they are for servers, which keep their keys private).",
      tag: "Service",
      auth: null,
      responses: { 200: { description: "The OpenAPI 3.1 description", headers: ["Access-Control-Allow-Origin"] } },
      errors: [],
    },
  ];
}
