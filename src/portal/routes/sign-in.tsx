import { Hono } from "hono";
import { changeMadeIn, requireDealerKey } from "../dealer-key";
import { PortalError, portalProblems } from "../errors";
import { ErrorPage } from "../pages/error-page";
import { SignInPage } from "../pages/sign-in-page";
import type { PortalEnv } from "../portal-env";
import { readForm, renderPage, safeNext } from "../render";
import { checkSignIn, signInProblem } from "../sign-in";
import { endEverySession, endSession, lookUpSession, requireSession, startKeySession } from "../session";

/** `/dealer`: the sign-in form, signing in with a dealer key, and signing out. */
export const signInRoutes = new Hono<PortalEnv>()
  .get("/", async (c) => {
    const next = safeNext(c.req.query("next"));
    const current = await lookUpSession(c, new Date());
    if (current.status === "active" && !current.session.quoteId) return c.redirect(next, 303);
    const notice =
      c.req.query("signed-out-everywhere") !== undefined
        ? "You are signed out, and so is everyone else who was signed in to your dealership."
        : c.req.query("signed-out") !== undefined
          ? "You are signed out."
          : undefined;
    return renderPage(c, <SignInPage next={next} notice={notice} />);
  })
  .post("/sign-in", async (c) => {
    const form = await readForm(c);
    const next = safeNext(form.get("next"));
    const typed = String(form.get("key") ?? "").trim();
    const check = await checkSignIn(c, typed);
    // Unapproved since the key was checked: the session is not started.
    if (check.ok && (await startKeySession(c, check.admitted, check, new Date()))) return c.redirect(next, 303);
    if (check.ok || check.reason === "access-ended") throw new PortalError("access-ended");
    if (check.reason === "throttled") {
      const { title, message } = portalProblems.throttled;
      const minutes = Math.ceil(check.retryAfterSeconds / 60);
      return renderPage(c, <ErrorPage title={title} message={message} detail={`Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`} />, 429, {
        "Retry-After": String(check.retryAfterSeconds),
      });
    }
    return renderPage(c, <SignInPage next={next} keyError={signInProblem(check)} />, 401);
  })
  .post("/sign-out", async (c) => {
    await endSession(c);
    return c.redirect("/dealer?signed-out", 303);
  })
  // Ends every session of the dealership, in every browser: for a key session only (a link opens one quote, not the dealership).
  .post("/sign-out-everywhere", requireSession(), requireDealerKey(), async (c) => {
    const { session } = c.var;
    await c.var.withinLimit;
    await endEverySession(c, session.dealershipId, changeMadeIn(c));
    return c.redirect("/dealer?signed-out-everywhere", 303);
  })
  // Someone who reloads the address of a form's answer lands on the sign-in page, not on an error.
  .get("/sign-in", (c) => c.redirect("/dealer", 303))
  .get("/sign-out", (c) => c.redirect("/dealer", 303))
  .get("/sign-out-everywhere", (c) => c.redirect("/dealer", 303));
