import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { authenticateAdmin } from "../../middleware/authenticate-admin";
import { adminArchiveRoutes } from "./archive";
import { adminClientRoutes } from "./clients";
import { adminDealershipAccessRoutes } from "./dealership-access";
import { adminDealershipRoutes } from "./dealerships";
import { adminJobRoutes } from "./jobs";
import { adminVehicleRoutes } from "./vehicles";

/** The operator's API: every route behind the admin token. */
export const adminRoutes = new Hono<AppEnv>()
  .use(authenticateAdmin())
  .route("/dealerships", adminDealershipRoutes)
  .route("/dealerships", adminDealershipAccessRoutes)
  .route("/clients", adminClientRoutes)
  .route("/vehicles", adminVehicleRoutes)
  .route("/jobs", adminJobRoutes)
  .route("/archive", adminArchiveRoutes);
