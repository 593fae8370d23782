import { Hono } from "hono";
import { VehicleSearchQuery } from "../../schemas/vehicle-search";
import { findVehicles } from "../../services/vehicle-search";
import type { ConsoleEnv } from "../console-env";
import { VehicleSearchPage } from "../pages/vehicle-search-page";
import { pageOf, renderPage } from "../render";
import { requireSession } from "../session";

const PAGE_SIZE = 20;
/** The form's fields: the API's filters a person sets (the rest keep the API's defaults). */
const FIELDS = ["q", "bodyType", "cab", "driveType", "powertrain", "state", "seatsMin", "gvmMaxKg", "fuelMaxLitresPer100Km", "listPriceMin", "listPriceMax", "stocked"] as const;

/**
 * `/console/vehicles`: the catalogue searched by need through the API's own search (the same
 * filters, validation and query), each vehicle with the dealerships that have it available.
 */
export const vehicleRoutes = new Hono<ConsoleEnv>().get("/", requireSession(), async (c) => {
  const asked = Object.fromEntries(FIELDS.flatMap((name) => {
    const value = c.req.query(name)?.trim().slice(0, 200);
    return value ? [[name, value]] : [];
  })) as Record<string, string>;
  if (c.req.query("page") === undefined && Object.keys(asked).length === 0) return renderPage(c, <VehicleSearchPage session={c.var.session} asked={asked} result={null} />);
  const page = pageOf(c.req.query("page"), 500);
  const parsed = VehicleSearchQuery.safeParse({ ...asked, include: "dealerships", limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return renderPage(c, <VehicleSearchPage session={c.var.session} asked={asked} result={null} problem={`${String(issue.path[0] ?? "The search")}: ${issue.message}`} />, 400);
  }
  const { vehicles, total } = await findVehicles(c.var.d1, parsed.data);
  return renderPage(c, <VehicleSearchPage session={c.var.session} asked={asked} result={{ vehicles, total, page, hasNext: page * PAGE_SIZE < total }} />);
});
