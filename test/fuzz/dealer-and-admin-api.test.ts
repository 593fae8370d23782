import { describe, it } from "vitest";
import { fuzz, fuzzWorld } from "./hostile-input";

// The other half of the 50,000 generated requests: the dealer's and the operator's operations.
const RUNS = 25_000;

describe("hostile input: the dealer's and the operator's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, and no write by a rejected request`, { timeout: 900_000 }, async () => {
    const world = await fuzzWorld();
    await fuzz(
      world,
      (id, other) => [
        { method: "GET", path: "/api/v1/dealer/quotes", auth: "dealer", body: false },
        { method: "GET", path: `/api/v1/dealer/quotes/${id}`, auth: "dealer", body: false },
        { method: "POST", path: `/api/v1/dealer/quotes/${id}/complete`, auth: "dealer", body: true },
        { method: "POST", path: "/admin/v1/dealerships", auth: "admin", body: true },
        { method: "GET", path: `/admin/v1/dealerships/${id}`, auth: "admin", body: false },
        { method: "PATCH", path: `/admin/v1/dealerships/${id}`, auth: "admin", body: true },
        { method: "POST", path: `/admin/v1/dealerships/${id}/approve`, auth: "admin", body: false },
        { method: "POST", path: `/admin/v1/dealerships/${id}/credits`, auth: "admin", body: true },
        { method: "PUT", path: `/admin/v1/dealerships/${id}/inventory/${other}`, auth: "admin", body: true },
        { method: "POST", path: `/admin/v1/dealerships/${id}/accessories`, auth: "admin", body: true },
        { method: "PUT", path: `/admin/v1/dealerships/${id}/accessories/${other}`, auth: "admin", body: true },
        { method: "DELETE", path: `/admin/v1/dealerships/${id}/accessories/${other}`, auth: "admin", body: false },
        { method: "POST", path: `/admin/v1/dealerships/${id}/keys`, auth: "admin", body: false },
        { method: "DELETE", path: `/admin/v1/dealerships/${id}/keys/${other}`, auth: "admin", body: false },
        { method: "POST", path: "/admin/v1/vehicles", auth: "admin", body: true },
        { method: "GET", path: "/admin/v1/jobs", auth: "admin", body: false },
      ],
      RUNS,
    );
  });
});
