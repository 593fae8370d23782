import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { authenticateAdmin } from "../../middleware/authenticate-admin";
import { adminArchiveRoutes } from "./archive";
import { adminAuditRoutes } from "./audit";
import { adminClientRoutes } from "./clients";
import { adminCreditRoutes } from "./credits";
import { adminDealershipAccessRoutes } from "./dealership-access";
import { adminDealershipListRoutes } from "./dealership-list";
import { adminDealershipRoutes } from "./dealerships";
import { adminJobRoutes } from "./jobs";
import { adminOperatorRoutes } from "./operators";
import { adminUsageRoutes } from "./usage";
import { adminVehicleRoutes } from "./vehicles";

/** The operator's API: every route behind an operator's key or the bootstrap token. */
export const adminRoutes = new Hono<AppEnv>()
  .use(authenticateAdmin())
  .route("/dealerships", adminDealershipRoutes)
  .route("/dealerships", adminDealershipAccessRoutes)
  .route("/dealerships", adminDealershipListRoutes)
  .route("/dealerships", adminCreditRoutes)
  .route("/clients", adminClientRoutes)
  .route("/vehicles", adminVehicleRoutes)
  .route("/jobs", adminJobRoutes)
  .route("/usage", adminUsageRoutes)
  .route("/audit", adminAuditRoutes)
  .route("/archive", adminArchiveRoutes)
  .route("/operators", adminOperatorRoutes);
