// The FMO console's operations: who may sign in to it (with the FMO's key), and the operator's
// off-boarding of an FMO. Build time only (./scene.ts).

import { clientOffboardedView } from "../views/credentials";
import type { ConsoleUser, ConsoleUserList } from "../schemas/console-users";
import type { ClientOffboarded } from "../schemas/credentials";
import { credentialExamples } from "./credentials";
import { once } from "./scene";

export const consoleExamples = /* @__PURE__ */ once(() => {
  const { acmeFleet } = credentialExamples();
  const addConsoleUserRequest = { email: "sam.nguyen@acme.example.com" };
  const consoleUser = { id: "5d2e8f41-7a3b-4c9e-b6d0-1f2a3c4e5b6d", email: addConsoleUserRequest.email, createdAt: "2026-11-24T09:00:00.000Z" } satisfies ConsoleUser;
  return {
    addConsoleUserRequest,
    consoleUser,
    consoleUserList: {
      contactEmail: acmeFleet.contactEmail,
      users: [consoleUser, { id: "8a1c3e5f-2b4d-4f6a-9c8e-0d1b3f5a7c9e", email: "jo.fleet@acme.example.com", createdAt: "2026-11-25T01:30:00.000Z" }],
    } satisfies ConsoleUserList,
    clientOffboarded: clientOffboardedView(acmeFleet.id, new Date("2026-11-28T09:00:00.000Z")) satisfies ClientOffboarded,
  };
});
