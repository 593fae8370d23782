import { ApiError } from "../http/errors";
import { operation, type OperationTexts } from "./operations";

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

export const openApiOperations = [
  operation({ id: "getOpenApiDocument", method: "get", path: "/api/v1/openapi.json", auth: null }, async (c) => {
    const asset = await c.env.ASSETS.fetch(new URL(DOCUMENT_ASSET, c.req.url));
    if (!asset.ok) throw new ApiError("INTERNAL_ERROR", "The API description has not been built (npm run build:docs)");
    return c.body(await asset.text(), 200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
  }),
  operation({ id: "openApiPreflight", method: "options", path: "/api/v1/openapi.json", auth: null }, (c) => {
    const requested = c.req.header("Access-Control-Request-Headers");
    return c.body(null, 204, { ...cors, ...(requested && { "Access-Control-Allow-Headers": requested }) });
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeOpenApiOperations(): OperationTexts<typeof openApiOperations> {
  return {
    getOpenApiDocument: {
      summary: "This description (OpenAPI 3.1)",
      description:
        "No key. Generated from the same schemas the service validates with. Any origin may read it (`Access-Control-Allow-Origin: *`), so browser tools and hosted editors can load it; the API's other operations send no CORS headers (they are for servers, which keep their keys private).",
      tag: "Service",
      responses: { 200: { description: "The OpenAPI 3.1 description", headers: ["Access-Control-Allow-Origin"] } },
      errors: [],
    },
  };
}
