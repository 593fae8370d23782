/**
 * An order's life, from the award to the invoice (docs/orders.md): `placed` when the client
 * accepts (awards) a quote; the dealership then `acknowledged` it with an ETA, or `declined` it;
 * the client may `withdrawn` it while it is still placed; an acknowledged order is `delivered`, then
 * `invoiced`. Declined, withdrawn and invoiced are final.
 */
export const ORDER_STATUSES = ["placed", "acknowledged", "declined", "withdrawn", "delivered", "invoiced"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The final states: nothing changes an order after them (it is archived with its quote 90 days on). */
export const FINAL_ORDER_STATUSES = ["declined", "withdrawn", "invoiced"] as const satisfies readonly OrderStatus[];

/** The dealer's steps, each a POST of its own, and the state each takes the order from and to. */
export const DEALER_STEPS = {
  acknowledge: { from: "placed", to: "acknowledged" },
  decline: { from: "placed", to: "declined" },
  eta: { from: "acknowledged", to: "acknowledged" },
  deliver: { from: "acknowledged", to: "delivered" },
  invoice: { from: "delivered", to: "invoiced" },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;
export type DealerStep = keyof typeof DEALER_STEPS;

/** The client's one step: withdrawing an order the dealership has not acknowledged (nor declined) yet. */
export const WITHDRAW = { from: "placed", to: "withdrawn" } as const satisfies { from: OrderStatus; to: OrderStatus };

/** How the dealer portal and e-mails name each state. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Waiting for you",
  acknowledged: "Acknowledged",
  declined: "Declined",
  withdrawn: "Withdrawn",
  delivered: "Delivered",
  invoiced: "Invoiced",
};

/**
 * A vehicle identification number (ISO 3779, as Australian registration takes it): 17 characters,
 * digits and capital letters, never I, O or Q (read as 1 and 0).
 */
export const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The longest text each field takes: a reason, a plate, an invoice number, an invoice line's description. */
export const ORDER_TEXT_MAX = { reason: 500, registrationPlate: 10, invoiceNumber: 50, lineDescription: 200 } as const;
/** An odometer reading at delivery, in whole kilometres: a new or demonstrator vehicle's. */
export const ODOMETER_KM_MAX = 100_000;
/** An invoice has 1 to this many lines. */
export const INVOICE_LINES_MAX = 50;
/** An order keeps this many ETA changes at most; the dealer is asked to call the client past it. */
export const ETA_CHANGES_MAX = 50;
