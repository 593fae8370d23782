import { bearer, call } from "./http";

export const ADMIN_TOKEN = "test-admin-token";

export function admin(path: string, method = "GET", body?: unknown): Promise<Response> {
  return call(`/admin/v1${path}`, {
    method,
    headers: bearer(ADMIN_TOKEN, body === undefined ? {} : { "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Issues a dealer key through the admin API, as an operator would. */
export async function issueDealerKey(dealershipId: string): Promise<string> {
  const response = await admin(`/dealerships/${dealershipId}/keys`, "POST");
  if (response.status !== 201) throw new Error(`issuing a dealer key failed: ${response.status} ${await response.text()}`);
  return (await response.json<{ dealerKey: string }>()).dealerKey;
}
