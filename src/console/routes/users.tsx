import { Hono, type Context } from "hono";
import { database } from "../../db/client";
import { addConsoleUser, listConsoleUsers, removeConsoleUser } from "../../db/queries/console-users";
import { uuidOrNull } from "../../domain/uuid";
import { AddConsoleUserRequest, consoleUserRefusals, MAX_CONSOLE_USERS } from "../../schemas/console-users";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { UsersPage } from "../pages/users-page";
import { field, readForm, renderPage } from "../render";
import { consoleChange, rememberWrite, requireSession, writingSession } from "../session";

async function render(c: Context<ConsoleEnv>, d1: D1DatabaseSession, extra: { email?: string; emailError?: string; notice?: string } = {}, status: 200 | 400 | 409 = 200) {
  const found = (await listConsoleUsers(database(d1), c.var.session.clientId, MAX_CONSOLE_USERS))!;
  return renderPage(c, <UsersPage session={c.var.session} contactEmail={found.contactEmail} users={found.users} {...extra} />, status);
}

/**
 * `/console/users`: who may sign in, added and removed through the same queries as the API's
 * /api/v1/console-users (each change in the audit record). Removing a user ends its sessions at
 * once, its own included. Another FMO's user is 404.
 */
export const userRoutes = new Hono<ConsoleEnv>()
  .use(requireSession())
  .get("/", (c) => {
    const notice = c.req.query("added") !== undefined ? "Added: they can ask for a sign-in link now." : c.req.query("removed") !== undefined ? "Removed: they are signed out and cannot sign in." : undefined;
    return render(c, c.var.d1, { notice });
  })
  .post("/", async (c) => {
    const typed = field(await readForm(c), "email").trim();
    const parsed = AddConsoleUserRequest.safeParse({ email: typed });
    if (!parsed.success) return render(c, c.var.d1, { email: typed, emailError: typed === "" ? "Enter an e-mail address." : "Enter an e-mail address, such as sam@yourfleet.com.au (at most 254 characters)." }, 400);
    const d1 = await writingSession(c);
    const now = new Date();
    const result = await addConsoleUser(database(d1), { id: crypto.randomUUID(), clientId: c.var.session.clientId, email: parsed.data.email, createdAt: now.toISOString() }, MAX_CONSOLE_USERS, consoleChange(c, now));
    rememberWrite(c, d1);
    if ("refused" in result) return render(c, d1, { email: typed, emailError: `${consoleUserRefusals[result.refused]}.` }, 409);
    return c.redirect("/console/users?added", 303);
  })
  .post("/:id/remove", async (c) => {
    const id = uuidOrNull(c.req.param("id"));
    if (!id) throw new ConsoleError("user-not-found");
    const d1 = await writingSession(c);
    if (!(await removeConsoleUser(database(d1), c.var.session.clientId, id, consoleChange(c)))) throw new ConsoleError("user-not-found");
    rememberWrite(c, d1);
    return c.redirect("/console/users?removed", 303);
  });
