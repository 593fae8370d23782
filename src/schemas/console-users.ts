import * as z from "zod/mini";
import { DateTime, emailAddress, Uuid, UuidOrCompact } from "./common";
import { type SchemaDescriber } from "./described";

/** The most console users one FMO may add (its contact address signs in besides them). */
export const MAX_CONSOLE_USERS = 50;

/** What a refused addition says: the same words in the API and the FMO console. */
export const consoleUserRefusals = {
  contact: "This is the FMO's contact address: it may sign in already",
  exists: "This address may sign in already",
  full: `An FMO may add at most ${MAX_CONSOLE_USERS} console users: remove one first`,
} as const;

export const AddConsoleUserRequest = z.object({ email: emailAddress() });

export const ConsoleUser = z.object({
  id: Uuid,
  email: z.string(),
  createdAt: DateTime,
});

export const ConsoleUserList = z.object({
  contactEmail: z.string(),
  users: z.array(ConsoleUser),
});

export const ConsoleUserIdParam = z.object({ id: UuidOrCompact });

export type AddConsoleUserRequest = z.output<typeof AddConsoleUserRequest>;
export type ConsoleUser = z.output<typeof ConsoleUser>;
export type ConsoleUserList = z.output<typeof ConsoleUserList>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeConsoleUserSchemas(d: SchemaDescriber): void {
  d.named(AddConsoleUserRequest, "AddConsoleUserRequest", "An address that may sign in to your FMO console.", {
    email: "The person's e-mail address (at most 254 characters). Sign-in links are sent there.",
  });
  d.named(ConsoleUser, "ConsoleUser", "An address that may sign in to your FMO console, besides your contact address.", {
    id: "The console user's id (to remove it).",
    email: "The address, as added.",
    createdAt: "When it was added.",
  });
  d.named(ConsoleUserList, "ConsoleUserList", "Everyone who may sign in to your FMO console.", {
    contactEmail: "The contact address you registered with: it always may sign in.",
    users: `The addresses you added, oldest first (at most ${MAX_CONSOLE_USERS}).`,
  });
}
