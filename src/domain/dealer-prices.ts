/** What a dealership prices its quotes with, in cents: its own to change (the API's settings, the portal's Settings page). */
export interface DealerPrices {
  deliveryFeeCents: number;
  standardMarginCents: number;
  /** Null: the standard margin applies to API quotes too. */
  apiMarginCents: number | null;
}

/** The prices of `wanted` that differ from `current`: a change that changes nothing is neither written nor recorded. */
export function changedPrices(current: DealerPrices, wanted: Partial<DealerPrices>): Partial<DealerPrices> {
  return Object.fromEntries(Object.entries(wanted).filter(([name, cents]) => cents !== undefined && cents !== current[name as keyof DealerPrices]));
}
