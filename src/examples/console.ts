// Examples of the FMO console's operations in the API description: its users (the FMO's key) and
// the operator's off-boarding of an FMO. Build time only, as ./api.ts (keep every example inside
// the function).

import { clientOffboardedView } from "../http/credential-views";
import type { ConsoleUser, ConsoleUserList } from "../schemas/console-users";

export function consoleExamples() {
  const acmeFleetId = "0b7e6a8c-3d2f-4e1a-9c5b-7f8e9d0a1b2c";
  const addConsoleUserRequest = { email: "sam.nguyen@acme.example.com" };
  const consoleUser: ConsoleUser = { id: "5d2e8f41-7a3b-4c9e-b6d0-1f2a3c4e5b6d", email: addConsoleUserRequest.email, createdAt: "2026-11-24T09:00:00.000Z" };
  const consoleUserList: ConsoleUserList = {
    contactEmail: "fleet@acme.example.com",
    users: [consoleUser, { id: "8a1c3e5f-2b4d-4f6a-9c8e-0d1b3f5a7c9e", email: "jo.fleet@acme.example.com", createdAt: "2026-11-25T01:30:00.000Z" }],
  };
  const clientOffboarded = clientOffboardedView(acmeFleetId, new Date("2026-11-28T09:00:00.000Z"));
  return { addConsoleUserRequest, consoleUser, consoleUserList, clientOffboarded };
}
