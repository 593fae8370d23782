import { describe, it } from "vitest";
import { fuzz, fuzzWorld } from "./hostile-input";

// Half of the 50,000 generated requests: the FMO's operations, the description and the odd paths.
// The other half (dealer and admin) runs in a file of its own, in parallel.
const RUNS = 25_000;

describe("hostile input: the FMO's API", () => {
  it(`answers ${RUNS} generated requests with no 5xx, every error in the envelope, and no write by a rejected request`, { timeout: 900_000 }, async () => {
    const world = await fuzzWorld();
    await fuzz(
      world,
      (id, other) => [
        { method: "POST", path: "/api/v1/register", auth: "none", body: true },
        { method: "GET", path: "/api/v1/dealers", auth: "client", body: false },
        { method: "GET", path: `/api/v1/dealers/${id}/inventory`, auth: "client", body: false },
        { method: "GET", path: "/api/v1/inventory", auth: "client", body: false },
        { method: "POST", path: "/api/v1/quotes", auth: "client", body: true },
        { method: "GET", path: "/api/v1/quotes", auth: "client", body: false },
        { method: "GET", path: `/api/v1/quotes/${id}`, auth: "client", body: false },
        { method: "GET", path: `/api/v1/quotes/${id}/webhook-deliveries`, auth: "client", body: false },
        { method: "POST", path: `/api/v1/quotes/${id}/webhook-deliveries/${other}/redeliver`, auth: "client", body: false },
        { method: "GET", path: "/api/v1/openapi.json", auth: "none", body: false },
        { method: "GET", path: "/health", auth: "none", body: false },
        { method: "DELETE", path: "/api/v1/dealers", auth: "client", body: false },
        { method: "GET", path: `/api/v1/${id}`, auth: "none", body: false },
      ],
      RUNS,
    );
  });
});
