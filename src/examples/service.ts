// The service's own answers: where the docs are, and its health. Build time only (./scene.ts).

import { pricingCoverage } from "../pricing";
import { API_VERSION, type Health, type ServiceIndex } from "../schemas/service";
import { once } from "./scene";

export const serviceExamples = /* @__PURE__ */ once(() => ({
  serviceIndex: { name: "Fleet Quote API", version: API_VERSION, docs: "/docs", openapi: "/api/v1/openapi.json" } satisfies ServiceIndex,
  health: { status: "ok", pricing: { validThrough: pricingCoverage().validThrough } } satisfies Health,
}));
