import { database } from "../db/client";
import { addConsoleUser, listConsoleUsers, removeConsoleUser } from "../db/queries/console-users";
import { fmoKeyChange } from "../http/change-made";
import { ApiError } from "../http/errors";
import { AddConsoleUserRequest, ConsoleUser, ConsoleUserIdParam, ConsoleUserList, consoleUserRefusals, MAX_CONSOLE_USERS } from "../schemas/console-users";
import { consoleUserView } from "../views/credentials";
import { consoleExamples } from "../examples/console";
import { operation, type OperationTexts } from "./operations";

/**
 * Beyond the spec: who may sign in to the FMO console besides the contact address, kept with the
 * FMO's API key (and on the console's own page, through the same queries). Each change is in the
 * audit record; removing a user ends its sessions at once.
 */
export const consoleUserOperations = [
  operation({ id: "listConsoleUsers", method: "get", path: "/api/v1/console-users", auth: "apiKey" }, async (c) => {
    const found = (await listConsoleUsers(database(c.env.DB), c.var.clientId, MAX_CONSOLE_USERS))!;
    const body: ConsoleUserList = { contactEmail: found.contactEmail, users: found.users.map(consoleUserView) };
    return c.json(body);
  }),
  operation({ id: "addConsoleUser", method: "post", path: "/api/v1/console-users", auth: "apiKey", body: AddConsoleUserRequest }, async (c) => {
    const { email } = c.req.valid("json");
    await c.var.withinLimit;
    const now = new Date();
    const result = await addConsoleUser(database(c.env.DB), { id: crypto.randomUUID(), clientId: c.var.clientId, email, createdAt: now.toISOString() }, MAX_CONSOLE_USERS, fmoKeyChange(c, now));
    if ("refused" in result) throw new ApiError("CONFLICT", consoleUserRefusals[result.refused]);
    return c.json(consoleUserView(result.added), 201, { Location: `/api/v1/console-users/${result.added.id}` });
  }),
  operation({ id: "removeConsoleUser", method: "delete", path: "/api/v1/console-users/{id}", auth: "apiKey", params: ConsoleUserIdParam }, async (c) => {
    const { id } = c.req.valid("param");
    await c.var.withinLimit;
    const removed = await removeConsoleUser(database(c.env.DB), c.var.clientId, id, fmoKeyChange(c));
    if (!removed) throw new ApiError("NOT_FOUND", `Console user ${id} not found`);
    return c.body(null, 204);
  }),
];

/** Build time only: how the API description shows these operations (see ./operations.ts). */
export function describeConsoleUserOperations(): OperationTexts<typeof consoleUserOperations> {
  const ex = consoleExamples();
  return {
    listConsoleUsers: {
      summary: "See who may sign in to your FMO console",
      description: "Beyond the spec. Your contact address, which always may sign in, and the addresses you added, oldest first. Staff sign in at `/console` with a link e-mailed to one of these addresses.",
      tag: "FMO",
      responses: { 200: { description: "Everyone who may sign in", schema: ConsoleUserList, example: ex.consoleUserList } },
      errors: [401, 429, 500],
    },
    addConsoleUser: {
      summary: "Let an address sign in to your FMO console",
      description: `Beyond the spec. The address may then ask for a sign-in link at \`/console\` (it works once, for 15 minutes, and gives a session of up to 12 hours). At most ${MAX_CONSOLE_USERS} addresses; in the audit record.`,
      tag: "FMO",
      requestExample: ex.addConsoleUserRequest,
      responses: { 201: { description: "Added", schema: ConsoleUser, example: ex.consoleUser, headers: ["Location"] } },
      errors: [400, 401, 409, 413, 429, 500],
      errorDescriptions: { 409: `The address may sign in already (a console user, in any case, or your contact address), or you have ${MAX_CONSOLE_USERS} console users` },
    },
    removeConsoleUser: {
      summary: "Stop an address signing in to your FMO console",
      description: "Beyond the spec. Its console sessions end at once and its unused sign-in links stop working; in the audit record. Another FMO's console user is 404.",
      tag: "FMO",
      parameterDescriptions: { id: "The console user's id (from `listConsoleUsers`)." },
      responses: { 204: { description: "Removed" } },
      errors: [400, 401, 404, 429, 500],
      errorDescriptions: { 404: "You have no console user with this id" },
    },
  };
}
