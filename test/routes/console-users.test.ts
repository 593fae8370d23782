import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bearer, call, expectError, get, postJson } from "../helpers/http";
import { consoleFmo } from "../console/helpers";

const add = (key: string, body: unknown) => postJson("/api/v1/console-users", body, bearer(key));
const remove = (key: string, id: string) => call(`/api/v1/console-users/${id}`, { method: "DELETE", headers: bearer(key) });
const list = async (key: string) => (await get("/api/v1/console-users", key)).json<{ contactEmail: string; users: { id: string; email: string; createdAt: string }[] }>();

describe("POST /api/v1/console-users", () => {
  it("adds an address that may sign in to the console: 201 with its id, listed after the contact address", async () => {
    const fmo = await consoleFmo();
    const response = await add(fmo.apiKey, { email: "Sam.Nguyen@console.example.com" });
    expect(response.status).toBe(201);
    const user = await response.json<{ id: string; email: string; createdAt: string }>();
    expect(user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: "Sam.Nguyen@console.example.com", createdAt: expect.any(String) });
    expect(response.headers.get("Location")).toBe(`/api/v1/console-users/${user.id}`);
    expect(await list(fmo.apiKey)).toEqual({ contactEmail: fmo.contactEmail, users: [user] });
  });

  it("answers 409 for an address already there in any case, and for the contact address", async () => {
    const fmo = await consoleFmo();
    await add(fmo.apiKey, { email: "jo@console.example.com" });
    await expectError(await add(fmo.apiKey, { email: "JO@console.example.com" }), 409, "CONFLICT");
    await expectError(await add(fmo.apiKey, { email: fmo.contactEmail.toUpperCase() }), 409, "CONFLICT");
    expect((await list(fmo.apiKey)).users).toHaveLength(1);
  });

  it("takes at most 50 users: the 51st is 409, even sent at once", async () => {
    const fmo = await consoleFmo();
    const answers = await Promise.all(Array.from({ length: 52 }, (_, i) => add(fmo.apiKey, { email: `user${i}@console.example.com` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    for (const refused of answers.filter((a) => a.status !== 201)) await expectError(refused, 409, "CONFLICT");
    expect((await list(fmo.apiKey)).users).toHaveLength(50);
  });

  it("validates the address: a malformed one, one over 254 characters, control characters, none", async () => {
    const fmo = await consoleFmo();
    for (const body of [{ email: "not an address" }, { email: `${"a".repeat(250)}@x.example.com` }, { email: "jo\n@console.example.com" }, {}]) {
      const response = await add(fmo.apiKey, body);
      if (response.status === 201) throw new Error(`accepted ${JSON.stringify(body)}`);
      await expectError(response, 400, "INVALID_REQUEST");
    }
    expect((await list(fmo.apiKey)).users).toEqual([]);
  });

  it("answers 401 without a key", async () => {
    await expectError(await postJson("/api/v1/console-users", { email: "jo@console.example.com" }), 401, "UNAUTHORIZED");
  });
});

describe("DELETE /api/v1/console-users/{id}", () => {
  it("removes the FMO's own user: 204, then 404; another FMO's user is 404 and stays", async () => {
    const [mine, theirs] = [await consoleFmo(), await consoleFmo()];
    const { id } = await (await add(theirs.apiKey, { email: "keep@console.example.com" })).json<{ id: string }>();
    await expectError(await remove(mine.apiKey, id), 404, "NOT_FOUND");
    expect((await list(theirs.apiKey)).users).toHaveLength(1);
    expect((await remove(theirs.apiKey, id)).status).toBe(204);
    await expectError(await remove(theirs.apiKey, id), 404, "NOT_FOUND");
    await expectError(await remove(theirs.apiKey, "not-an-id"), 400, "INVALID_REQUEST");
  });

  it("records each addition and removal in the audit record, as the FMO's, made with its key", async () => {
    const fmo = await consoleFmo();
    const { id } = await (await add(fmo.apiKey, { email: "audited@console.example.com" })).json<{ id: string }>();
    await remove(fmo.apiKey, id);
    const { results } = await env.DB.prepare("select action, actor, client_id, actor_email, target_type, target_id, before, after from audit_entries where client_id = ? order by at, rowid").bind(fmo.clientId).all();
    expect(results).toEqual([
      { action: "console_user.add", actor: "fmo", client_id: fmo.clientId, actor_email: null, target_type: "console_user", target_id: id, before: null, after: JSON.stringify({ email: "audited@console.example.com" }) },
      { action: "console_user.remove", actor: "fmo", client_id: fmo.clientId, actor_email: null, target_type: "console_user", target_id: id, before: JSON.stringify({ email: "audited@console.example.com" }), after: null },
    ]);
  });
});
