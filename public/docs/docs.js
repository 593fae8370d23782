// Renders the served OpenAPI description with Swagger UI, loaded from our own origin (no CDN, no
// inline script, so the page's Content-Security-Policy can forbid both).
window.ui = SwaggerUIBundle({
  url: "/api/v1/openapi.json",
  dom_id: "#reference",
  // Operation names (operationId) beside each path: they are the method names of generated clients.
  displayOperationId: true,
  deepLinking: true,
  docExpansion: "list",
  defaultModelsExpandDepth: 0,
  // No call to the public validator service, and no "Try it out" button until asked for.
  validatorUrl: null,
  tryItOutEnabled: false,
});
