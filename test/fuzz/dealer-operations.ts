// What the dealer fuzzer sends to each of the dealer's operations, with the key of the dealership
// that reviews by hand (described.ts: method, path and key come from the API description). A new
// dealer operation is one entry here, with its body in bodies.ts and, when it names a new kind of
// row, that role in world.ts.

import fc from "fast-check";
import {
  accessory,
  asCsv,
  completion,
  dealerSettings,
  dryRunQuery,
  modelListQuery,
  orderAcknowledgement,
  orderDecline,
  orderDelivery,
  orderEtaChange,
  orderInvoice,
  orderListQuery,
  paging,
  quoteListQuery,
  statementQuery,
  stockFile,
  stockRow,
} from "./bodies";
import type { FuzzTable } from "./described";
import { accessoryRemoved, accessorySaved, dealerSettingsSaved, fetched, orderStepped, quoteCompleted, stockFileApplied, stockSaved } from "./effects";
import { idOf } from "./references";

export const dealerOperations: FuzzTable = {
  listDealerQuotes: { query: quoteListQuery, effect: fetched("a page of the dealer's quotes", 0.5) },
  getDealerQuote: { params: { id: idOf("dealerQuote") }, effect: fetched("one of the dealer's quotes", 0.5) },
  completeDealerQuote: { params: { id: idOf("pendingQuote") }, body: completion, effect: quoteCompleted(0.15) },
  listDealerStock: { query: modelListQuery, effect: fetched("a page of the dealer's stock", 0.5) },
  upsertDealerStock: { params: { globalCarId: fc.oneof(idOf("dealerStock", "vehicleId"), idOf("vehicle")) }, body: stockRow, effect: stockSaved(0.2) },
  listDealerCatalogue: { query: modelListQuery, effect: fetched("a page of the catalogue", 0.5) },
  importDealerStock: { body: stockFile, encode: asCsv, query: dryRunQuery, effect: stockFileApplied(0.15), weight: 2 },
  exportDealerStock: { effect: fetched("the stock file", 0.5) },
  listDealerAccessories: { query: paging, effect: fetched("the dealer's accessories", 0.5) },
  createDealerAccessory: { body: accessory, effect: accessorySaved("an accessory added", 0.3, 201) },
  updateDealerAccessory: { params: { id: idOf("dealerAccessory") }, body: accessory, effect: accessorySaved("an accessory changed", 0.2, 200) },
  deleteDealerAccessory: { params: { id: idOf("dealerAccessory") }, effect: accessoryRemoved(0.15) },
  getDealerSettings: { effect: fetched("the dealer's prices", 0.5) },
  updateDealerSettings: { body: dealerSettings, effect: dealerSettingsSaved(0.3) },
  getDealerCreditStatement: { query: statementQuery, effect: fetched("the dealer's statement", 0.5) },
  listDealerOrders: { query: orderListQuery, effect: fetched("a page of the dealer's orders", 0.5) },
  getDealerOrder: { params: { id: idOf("dealerOrder") }, effect: fetched("one of the dealer's orders", 0.4) },
  // Orders the world keeps in each state (world.ts): a step succeeds once on each, then is out of order (409).
  acknowledgeDealerOrder: { params: { id: idOf("placedOrder") }, body: orderAcknowledgement, effect: orderStepped("an order acknowledged", "acknowledged", 0.05) },
  declineDealerOrder: { params: { id: idOf("placedOrder") }, body: orderDecline, effect: orderStepped("an order declined", "declined", 0.05) },
  changeDealerOrderEta: { params: { id: idOf("acknowledgedOrder") }, body: orderEtaChange, effect: orderStepped("an order's ETA changed", "acknowledged", 0.05) },
  deliverDealerOrder: { params: { id: idOf("acknowledgedOrder") }, body: orderDelivery, effect: orderStepped("an order delivered", "delivered", 0.05) },
  invoiceDealerOrder: { params: { id: idOf("deliveredOrder") }, body: orderInvoice, effect: orderStepped("an order invoiced", "invoiced", 0.05) },
};
