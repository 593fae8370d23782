// What the operator fuzzer sends to each of the operator's operations (described.ts: method, path
// and key come from the API description). Its changes go to two dealerships of its own (one
// reviewing, one auto-responding), so they never take the dealer fuzzer's quotes away. A new admin
// operation is one entry here, with its body in bodies.ts and, when it names a new kind of row,
// that role in world.ts.

import { accessory, adjustment, auditQuery, clientListQuery, credits, dealershipChanges, dealershipListQuery, modelListQuery, newDealership, newOperator, paging, statementQuery, stockRow, usageQuery, vehicle, vehicleChanges } from "./bodies";
import type { FuzzTable } from "./described";
import {
  accessoryRemoved,
  accessorySaved,
  archiveRan,
  clientKeyReplaced,
  clientOffboarded,
  creditsAdjusted,
  dealerKeyIssued,
  dealerKeyRevoked,
  dealershipStored,
  fetched,
  operatorCreated,
  operatorRevoked,
  sessionsEnded,
  stockSaved,
  vehicleStored,
} from "./effects";
import { idOf, sameRecord } from "./references";

const accessoryOf = sameRecord("accessory", ["dealershipId", "id"]);
const spareKeyOf = sameRecord("spareKey", ["dealershipId", "id"]);

export const adminOperations: FuzzTable = {
  adminListDealerships: { query: dealershipListQuery, effect: fetched("a page of dealerships", 0.5) },
  adminListDealerKeys: { params: { id: idOf("dealership") }, query: paging, effect: fetched("a dealership's keys", 0.3) },
  adminCreateDealership: { body: newDealership, effect: dealershipStored("a dealership created", 0.15, 201) },
  adminGetDealership: { params: { id: idOf("dealership") }, effect: fetched("a dealership", 0.5) },
  adminUpdateDealership: { params: { id: idOf("adminDealership") }, body: dealershipChanges, effect: dealershipStored("a dealership changed", 0.15, 200) },
  adminApproveDealership: { params: { id: idOf("adminDealership") }, effect: dealershipStored("a dealership approved", 0.2, 200, (d) => d.approved === true) },
  adminAddCredits: { params: { id: idOf("adminDealership") }, body: credits, effect: dealershipStored("credits added", 0.2, 200) },
  adminUpsertInventory: { params: { id: idOf("adminDealership"), vehicleId: idOf("vehicle") }, body: stockRow, effect: stockSaved(0.15) },
  adminListDealershipStock: { params: { id: idOf("dealership") }, query: modelListQuery, effect: fetched("a dealership's stock", 0.3) },
  adminCreateAccessory: { params: { id: idOf("adminDealership") }, body: accessory, effect: accessorySaved("an accessory added", 0.2, 201) },
  adminUpsertAccessory: { params: { id: accessoryOf.map((a) => a.dealershipId), accessoryId: accessoryOf.map((a) => a.id) }, body: accessory, effect: accessorySaved("an accessory changed", 0.1, 200) },
  adminDeleteAccessory: { params: { id: accessoryOf.map((a) => a.dealershipId), accessoryId: idOf("accessory") }, effect: accessoryRemoved(0.05) },
  adminIssueDealerKey: { params: { id: idOf("adminDealership") }, effect: dealerKeyIssued(0.2) },
  adminRevokeDealerKey: { params: { id: spareKeyOf.map((k) => k.dealershipId), keyId: spareKeyOf.map((k) => k.id) }, effect: dealerKeyRevoked(0.05) },
  adminEndDealershipSessions: { params: { id: idOf("adminDealership") }, effect: sessionsEnded(0.2) },
  adminGetCreditStatement: { params: { id: idOf("dealership") }, query: statementQuery, effect: fetched("a dealership's statement", 0.35) },
  adminAdjustCredits: { params: { id: idOf("adminDealership") }, body: adjustment, effect: creditsAdjusted(0.2) },
  adminFindClients: { query: clientListQuery, effect: fetched("the FMOs found", 0.5) },
  adminReplaceClientKey: { params: { id: idOf("upkeepClient") }, effect: clientKeyReplaced(0.2) },
  // The world's upkeep FMOs: replacing a key (above) brings one back.
  adminOffboardClient: { params: { id: idOf("upkeepClient") }, effect: clientOffboarded(0.2) },
  adminJobs: { query: paging, effect: fetched("the jobs", 0.5) },
  adminListVehicles: { query: modelListQuery, effect: fetched("a page of the catalogue", 0.4) },
  adminCreateVehicle: { body: vehicle, effect: vehicleStored("a vehicle added to the catalogue", 0.25, 201) },
  adminGetVehicle: { params: { id: idOf("vehicle") }, effect: fetched("a catalogue vehicle", 0.5) },
  adminUpdateVehicle: { params: { id: idOf("vehicle") }, body: vehicleChanges, effect: vehicleStored("a vehicle changed", 0.15, 200) },
  adminGetUsage: { query: usageQuery, effect: fetched("the usage report", 0.3) },
  adminListAudit: { query: auditQuery, effect: fetched("the audit record", 0.4) },
  // The world's quotes are fresh, so a run finds little or nothing to move: its answer must say what it moved, truly.
  adminRunArchive: { effect: archiveRan(0.3) },
  adminCreateOperator: { body: newOperator, effect: operatorCreated(0.2) },
  adminListOperators: { query: paging, effect: fetched("the operators", 0.5) },
  adminRevokeOperator: { params: { id: idOf("spareOperator") }, effect: operatorRevoked(0.05) },
};
