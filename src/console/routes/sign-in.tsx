import { Hono } from "hono";
import { AddConsoleUserRequest } from "../../schemas/console-users";
import type { ConsoleEnv } from "../console-env";
import { ConsoleError } from "../errors";
import { ConfirmLinkPage, LinkSentPage, SignInPage } from "../pages/sign-in-page";
import { field, readForm, renderPage } from "../render";
import { countSignIn } from "../request-budget";
import { endSession, lookUpSession } from "../session";
import { checkedLink, sendSignInLinks, startSession } from "../sign-in";
import { CONSOLE_TOKEN_FORMAT } from "../../notices/console-link";

/** `/console`: asking for a sign-in link, opening it, and signing out. */
export const signInRoutes = new Hono<ConsoleEnv>()
  .get("/", async (c) => {
    const current = await lookUpSession(c, new Date());
    if (current.status === "active") return c.redirect("/console/overview", 303);
    return renderPage(c, <SignInPage notice={c.req.query("signed-out") !== undefined ? "You are signed out." : undefined} />);
  })
  .post("/sign-in", async (c) => {
    const typed = field(await readForm(c), "email").trim();
    // The same rules as the API's console users: what could never be added is refused as typed.
    const parsed = AddConsoleUserRequest.safeParse({ email: typed });
    if (!parsed.success) return renderPage(c, <SignInPage email={typed} emailError={typed === "" ? "Enter your work e-mail address." : "Enter an e-mail address, such as jo@yourfleet.com.au."} />, 400);
    await countSignIn(c);
    // Whether the address may sign in is decided after the answer: the page and its timing say nothing of it.
    const requestId = c.var.requestId;
    c.executionCtx.waitUntil(
      // Logged without the address: a failure is the service's to look into, not a person's to be named in logs.
      sendSignInLinks(c.env, parsed.data.email, new Date()).catch((error: unknown) => console.error(JSON.stringify({ message: "console sign-in links not sent", requestId, error: String(error) }))),
    );
    return renderPage(c, <LinkSentPage />);
  })
  .get("/sign-in/link", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!CONSOLE_TOKEN_FORMAT.test(token)) throw new ConsoleError("link-invalid");
    const link = await checkedLink(c, token, new Date());
    return renderPage(c, <ConfirmLinkPage token={token} companyName={link.companyName} email={link.recipient} />);
  })
  .post("/sign-in/link", async (c) => {
    const token = field(await readForm(c), "token");
    if (!CONSOLE_TOKEN_FORMAT.test(token)) throw new ConsoleError("link-invalid");
    const now = new Date();
    const [link] = await Promise.all([checkedLink(c, token, now), countSignIn(c)]);
    await startSession(c, link, now);
    return c.redirect("/console/overview", 303);
  })
  .post("/sign-out", async (c) => {
    await endSession(c);
    return c.redirect("/console?signed-out", 303);
  })
  // Someone who reloads the address of a form's answer lands on the sign-in page, not on an error.
  .get("/sign-in", (c) => c.redirect("/console", 303))
  .get("/sign-out", (c) => c.redirect("/console", 303));
