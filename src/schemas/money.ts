import * as z from "zod/mini";
import { MAX_DOLLARS } from "../domain/money";

const inDollars = [
  z.lte(MAX_DOLLARS),
  z.refine<number>((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "must have at most two decimals"),
] as const;

/** Dollars at the edge: non-negative, at most two decimals, converted to integer cents inside. A fee, a margin, an accessory (free is fine). */
export const Dollars = z.number().check(z.gte(0), ...inDollars);

/** A vehicle's price (stock, list, quoted): dollars above nothing, which no vehicle is sold for. */
export const VehiclePrice = z.number().check(z.gt(0), ...inDollars);

/** An invoice line's amount: dollars either side of zero (a discount or a credit is negative), at most two decimals. */
export const SignedDollars = z.number().check(z.gte(-MAX_DOLLARS), ...inDollars);
