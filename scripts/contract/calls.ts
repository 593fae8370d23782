// Every operation of the served description, called through a client generated from it
// (openapi-typescript types, openapi-fetch), for its success and main error statuses. Each answer
// is checked against the description as it arrives (a middleware: status declared, body and headers
// valid). Probes also check the other direction: what the description accepts the service accepts,
// and what it refuses the service refuses. Type-checked against the generated types before it runs.

import createClient, { type Client, type Middleware } from "openapi-fetch";
import { Webhook } from "standardwebhooks";
import type { components, paths } from "./generated/api.ts";
import type { ContractValidator } from "./validator.ts";

type Schemas = components["schemas"];

export interface Received {
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface ContractContext {
  base: string;
  hooks: string;
  inbox: Map<string, Received[]>;
  adminToken: string;
  validator: ContractValidator;
  check: (condition: unknown, what: string, detail?: unknown) => void;
  sleep: (ms: number) => Promise<unknown>;
}

const PARRAMATTA_TOYOTA = "ac5c6687-9f57-5464-8072-91b135294356"; // enterprise, answers at once
const ADELAIDE_HYUNDAI = "4c4f2d24-128e-5c0c-89e5-df7b7e072620"; // reviews by hand

/** A random canonical id that names nothing. */
const unknownId = () => crypto.randomUUID();
const compactUpper = (id: string) => id.replaceAll("-", "").toUpperCase();

export async function contractCalls(ctx: ContractContext): Promise<Map<string, Set<number>>> {
  const { check, validator } = ctx;
  const coverage = new Map<string, Set<number>>();
  let addressCounter = 0;
  // Each client its own (made-up) client address, so per-address limits of one check leave the others alone.
  const nextAddress = () => `198.51.100.${++addressCounter}`;

  const validating: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const text = await response.clone().text();
      let body: unknown = text === "" ? undefined : text;
      try {
        body = text === "" ? undefined : JSON.parse(text);
      } catch {
        // checked as text: the description declares JSON everywhere, so this fails below
      }
      const problems = validator.checkResponse(request.method, schemaPath, response.status, response.headers, body);
      if (problems.length > 0) {
        throw new Error(`${request.method} ${schemaPath} answered ${response.status} unlike the description:\n    ${problems.join("\n    ")}\n  body: ${text.slice(0, 600)}`);
      }
      const key = `${request.method.toLowerCase()} ${schemaPath}`;
      coverage.set(key, (coverage.get(key) ?? new Set()).add(response.status));
      return undefined;
    },
  };

  function clientFor(key?: string): Client<paths> {
    const client = createClient<paths>({
      baseUrl: ctx.base,
      headers: { "CF-Connecting-IP": nextAddress(), ...(key && { Authorization: `Bearer ${key}` }) },
    });
    client.use(validating);
    return client;
  }

  const status = (result: { response: Response }, expected: number, what: string, detail?: unknown) =>
    check(result.response.status === expected, `${what}: ${expected}`, { status: result.response.status, detail });

  const anonymous = clientFor();

  // --- Service --------------------------------------------------------------------------------
  console.log("Service operations");
  const index = await anonymous.GET("/", { headers: { Accept: "application/json" } });
  status(index, 200, "GET / answers an API client with JSON");
  check(index.data?.docs === "/docs", "it names the docs page", index.data);
  const browser = await anonymous.GET("/", { headers: { Accept: "text/html" }, redirect: "manual" });
  status(browser, 302, "GET / sends a browser to the docs page");
  status(await anonymous.GET("/health"), 200, "GET /health");
  const description = await anonymous.GET("/api/v1/openapi.json");
  status(description, 200, "GET /api/v1/openapi.json");

  // --- FMO: registration ----------------------------------------------------------------------
  console.log("\nFMO: registration");
  const registered = await clientFor().POST("/api/v1/register", { body: { companyName: "Contract Fleet Pty Ltd", contactEmail: "fleet@contract.example.com" } });
  status(registered, 201, "register");
  const registration: Schemas["Registration"] = registered.data!;
  const key = registration.apiKey;
  status(await clientFor().POST("/api/v1/register", { body: { companyName: "", contactEmail: "fleet@contract.example.com" } }), 400, "register with an empty company name");
  status(
    await clientFor().POST("/api/v1/register", { body: { companyName: "x".repeat(70_000), contactEmail: "fleet@contract.example.com" } }),
    413,
    "register with a body over 64 KiB",
  );
  // REGISTRATIONS_PER_HOUR is 10 under wrangler dev (wrangler.toml): ten keys from one address, then 429.
  const crowded = clientFor();
  const crowd: number[] = [];
  for (let i = 0; i < 11; i++) {
    crowd.push((await crowded.POST("/api/v1/register", { body: { companyName: `Crowded ${i}`, contactEmail: "fleet@crowded.example.com" } })).response.status);
  }
  check(crowd.join(" ") === `${"201 ".repeat(10)}429`, "register: 10 keys to one address within the hour, the 11th refused with 429", crowd);

  // --- FMO: dealers, stock, search ------------------------------------------------------------
  console.log("\nFMO: dealers, stock, search");
  const fmo = clientFor(key);
  const dealers = await fmo.GET("/api/v1/dealers", { params: { query: { limit: 100 } } });
  status(dealers, 200, "listDealers");
  const zeroCredit = dealers.data!.dealers.find((d: Schemas["Dealer"]) => d.name === "Zero Credit Demo Motors");
  check(zeroCredit, "the demo data has a dealership without credits");
  status(await clientFor("svc_" + "0".repeat(60)).GET("/api/v1/dealers"), 401, "listDealers with an unknown key");
  status(await clientFor("not-a-key").GET("/api/v1/dealers"), 401, "listDealers with a malformed key");

  const stock = await fmo.GET("/api/v1/dealers/{id}/inventory", { params: { path: { id: compactUpper(PARRAMATTA_TOYOTA) }, query: { limit: 5 } } });
  status(stock, 200, "listDealerInventory with a compact, upper-case id");
  check(stock.data!.dealershipId === PARRAMATTA_TOYOTA, "answers with the canonical id");
  status(await fmo.GET("/api/v1/dealers/{id}/inventory", { params: { path: { id: unknownId() } } }), 404, "listDealerInventory of an unknown dealership");
  status(await fmo.GET("/api/v1/dealers/{id}/inventory", { params: { path: { id: "not-a-uuid" } } }), 400, "listDealerInventory with a malformed id");

  const search = await fmo.GET("/api/v1/inventory", { params: { query: { model: "rav4 hybrid", limit: 3 } } });
  status(search, 200, "searchInventory");
  const rav4 = search.data!.vehicles[0]!;
  status(await fmo.GET("/api/v1/inventory", { params: { query: {} as { model: string } } }), 400, "searchInventory without model");

  // The description's paging bounds are the service's: each value is accepted by both or by neither.
  const pagingProbes: [string, number][] = [
    ["limit", 1], ["limit", 100], ["limit", 0], ["limit", 101],
    ["offset", 0], ["offset", 100_000], ["offset", -1], ["offset", 100_001],
  ];
  for (const [name, value] of pagingProbes) {
    const accepted = validator.parameterProblems("get", "/api/v1/dealers", name, value).length === 0;
    const result = await fmo.GET("/api/v1/dealers", { params: { query: { [name]: value } } });
    check(accepted === (result.response.status === 200), `${name}=${value}: the description ${accepted ? "accepts" : "refuses"} it, and the service agrees`, result.response.status);
  }

  // --- FMO: quotes ----------------------------------------------------------------------------
  console.log("\nFMO: quotes");
  const client = { clientName: "Jo Fleet", clientEmail: "jo@contract.example.com" };
  const completed = await fmo.POST("/api/v1/quotes", {
    body: { dealershipId: PARRAMATTA_TOYOTA, globalCarId: rav4.id, postcode: "2000", quantity: 2, ...client },
    headers: { "Idempotency-Key": "contract-1" },
  });
  status(completed, 201, "createQuote at an auto-responding dealership");
  check(completed.data?.status === "completed", "status completed, priced", completed.data);
  const replayed = await fmo.POST("/api/v1/quotes", {
    body: { dealershipId: PARRAMATTA_TOYOTA, globalCarId: rav4.id, postcode: "2000", quantity: 2, ...client },
    headers: { "Idempotency-Key": "contract-1" },
  });
  status(replayed, 201, "createQuote again with the same Idempotency-Key");
  check(replayed.response.headers.get("Idempotent-Replayed") === "true" && replayed.data?.quoteId === completed.data?.quoteId, "the first answer, marked Idempotent-Replayed");
  status(
    await fmo.POST("/api/v1/quotes", { body: { dealershipId: PARRAMATTA_TOYOTA, globalCarId: rav4.id, ...client, quantity: 3 }, headers: { "Idempotency-Key": "contract-1" } }),
    422,
    "createQuote reusing the Idempotency-Key with another body",
  );
  const zeroStock = await fmo.GET("/api/v1/dealers/{id}/inventory", { params: { path: { id: zeroCredit!.id }, query: { limit: 1 } } });
  status(
    await fmo.POST("/api/v1/quotes", { body: { dealershipId: zeroCredit!.id, globalCarId: zeroStock.data!.inventory[0]!.globalCarId, ...client } }),
    402,
    "createQuote at a dealership without credits",
  );
  status(await fmo.POST("/api/v1/quotes", { body: { dealershipId: unknownId(), model: "RAV4", ...client } }), 404, "createQuote at an unknown dealership");
  status(
    await fmo.POST("/api/v1/quotes", { body: { dealershipId: PARRAMATTA_TOYOTA, model: "RAV4", ...client, notes: "n".repeat(70_000) } }),
    413,
    "createQuote with a body over 64 KiB",
  );

  // Bodies the description and the service must judge alike (the globalCarId/model rule included).
  const base = { dealershipId: PARRAMATTA_TOYOTA, ...client };
  const bodyProbes: [string, Record<string, unknown>][] = [
    ["globalCarId only", { ...base, globalCarId: rav4.id }],
    ["model only", { ...base, model: "RAV4 Hybrid", version: "GX 2WD" }],
    ["neither globalCarId nor model", { ...base }],
    ["a compact, upper-case dealershipId", { ...base, dealershipId: compactUpper(PARRAMATTA_TOYOTA), globalCarId: compactUpper(rav4.id) }],
    ["quantity 0", { ...base, globalCarId: rav4.id, quantity: 0 }],
    ["quantity 1000", { ...base, globalCarId: rav4.id, quantity: 1000 }],
    ["51 accessoryIds", { ...base, globalCarId: rav4.id, accessoryIds: Array.from({ length: 51 }, unknownId) }],
    ["an invalid clientEmail", { ...base, globalCarId: rav4.id, clientEmail: "jo" }],
    ["a field the API does not know", { ...base, globalCarId: rav4.id, colour: "red" }],
  ];
  for (const [what, body] of bodyProbes) {
    const accepted = validator.requestBodyProblems("post", "/api/v1/quotes", body).length === 0;
    const result = await fmo.POST("/api/v1/quotes", { body: body as Schemas["QuoteRequest"] });
    check(accepted === (result.response.status === 201), `a quote request with ${what}: the description ${accepted ? "accepts" : "refuses"} it, and the service agrees`, result.response.status);
  }

  const pendingAt = async (callbackPath: string) => {
    const result = await fmo.POST("/api/v1/quotes", {
      body: { dealershipId: ADELAIDE_HYUNDAI, model: "i30", version: "Hatch 2.0", ...client, callbackUrl: `${ctx.hooks}${callbackPath}` },
    });
    status(result, 201, `createQuote at a reviewing dealership (webhook to ${callbackPath})`);
    check(result.data?.status === "pending", "status pending", result.data);
    return result.data!.quoteId;
  };
  const delivered = await pendingAt("/ok/contract");
  const failing = await pendingAt("/down/contract");

  status(await fmo.GET("/api/v1/quotes", { params: { query: { status: "pending", limit: 5 } } }), 200, "listQuotes");
  status(await fmo.GET("/api/v1/quotes", { params: { query: { status: "bogus" as "sent" } } }), 400, "listQuotes with an unknown status");
  const quoteId = completed.data!.quoteId;
  for (const id of [quoteId, quoteId.toUpperCase(), quoteId.replaceAll("-", ""), compactUpper(quoteId)]) {
    check(validator.parameterProblems("get", "/api/v1/quotes/{id}", "id", id).length === 0, `the description accepts the quote id ${id}`);
    status(await fmo.GET("/api/v1/quotes/{id}", { params: { path: { id } } }), 200, `getQuote ${id}`);
  }
  for (const id of ["not-a-uuid", quoteId.replaceAll("-", "").slice(1)]) {
    check(validator.parameterProblems("get", "/api/v1/quotes/{id}", "id", id).length > 0, `the description refuses the quote id ${id}`);
    status(await fmo.GET("/api/v1/quotes/{id}", { params: { path: { id } } }), 400, `getQuote ${id}`);
  }
  status(await fmo.GET("/api/v1/quotes/{id}", { params: { path: { id: unknownId() } } }), 404, "getQuote of an unknown quote");
  status(await clientFor(key).GET("/api/v1/quotes/{id}", { params: { path: { id: quoteId } }, headers: { "X-D1-Bookmark": completed.response.headers.get("X-D1-Bookmark") ?? "" } }), 200, "getQuote with the write's bookmark");
  status(await fmo.GET("/api/v1/quotes/{id}/webhook-deliveries", { params: { path: { id: unknownId() } } }), 404, "listWebhookDeliveries of an unknown quote");

  // --- FMO: tenders ---------------------------------------------------------------------------
  console.log("\nFMO: tenders");
  const tenderBody = { globalCarId: rav4.id, dealershipIds: [PARRAMATTA_TOYOTA, ADELAIDE_HYUNDAI], postcode: "2000", ...client };
  const tender = await fmo.POST("/api/v1/tenders", { body: tenderBody, headers: { "Idempotency-Key": "contract-tender-1" } });
  status(tender, 201, "createTender");
  check(
    tender.data?.quotes.map((q: Schemas["TenderQuote"]) => [q.dealership.id, q.status, q.reason]).join(";") ===
      [[PARRAMATTA_TOYOTA, "completed", null], [ADELAIDE_HYUNDAI, "declined", "NOT_STOCKED"]].join(";"),
    "the auto-responder priced it at once; the dealership without the RAV4 declined it",
    tender.data,
  );
  const tenderReplay = await fmo.POST("/api/v1/tenders", { body: tenderBody, headers: { "Idempotency-Key": "contract-tender-1" } });
  status(tenderReplay, 201, "createTender again with the same Idempotency-Key");
  check(tenderReplay.response.headers.get("Idempotent-Replayed") === "true" && tenderReplay.data?.tenderId === tender.data?.tenderId, "the same tender, marked Idempotent-Replayed");
  status(await fmo.POST("/api/v1/tenders", { body: { ...tenderBody, quantity: 2 }, headers: { "Idempotency-Key": "contract-tender-1" } }), 422, "createTender reusing the key with another body");
  status(await fmo.POST("/api/v1/tenders", { body: { ...tenderBody, dealershipIds: [PARRAMATTA_TOYOTA] } }), 400, "createTender with one dealership");
  status(await fmo.POST("/api/v1/tenders", { body: { ...tenderBody, dealershipIds: [unknownId(), unknownId()] } }), 404, "createTender no dealership can take");
  status(
    await fmo.POST("/api/v1/tenders", { body: { ...tenderBody, dealershipIds: [zeroCredit!.id, zeroCredit!.id.toUpperCase()] } }),
    400,
    "createTender naming one dealership twice",
  );
  status(await fmo.POST("/api/v1/tenders", { body: { ...client, globalCarId: zeroStock.data!.inventory[0]!.globalCarId, dealershipIds: [zeroCredit!.id, unknownId()] } }), 404, "createTender at a dealership without credits and an unknown one");
  status(await fmo.GET("/api/v1/tenders", { params: { query: { limit: 5 } } }), 200, "listTenders");
  status(await fmo.GET("/api/v1/tenders/{id}", { params: { path: { id: tender.data!.tenderId } } }), 200, "getTender");
  status(await fmo.GET("/api/v1/tenders/{id}", { params: { path: { id: unknownId() } } }), 404, "getTender of an unknown tender");

  // --- Admin: a dealer key, then the operator's operations -------------------------------------
  console.log("\nAdmin");
  const admin = clientFor(ctx.adminToken);
  const issued = await admin.POST("/admin/v1/dealerships/{id}/keys", { params: { path: { id: ADELAIDE_HYUNDAI } } });
  status(issued, 201, "adminIssueDealerKey");
  const dealerKey = issued.data!.dealerKey;

  const created = await admin.POST("/admin/v1/dealerships", { body: { name: "Contract Test Motors", state: "VIC", postcode: "3000", suburb: "Melbourne" } });
  status(created, 201, "adminCreateDealership");
  const dealershipId = created.data!.id;
  status(await admin.POST("/admin/v1/dealerships", { body: { name: "" } }), 400, "adminCreateDealership without a name");
  status(await admin.GET("/admin/v1/dealerships/{id}", { params: { path: { id: dealershipId } } }), 200, "adminGetDealership");
  status(await admin.GET("/admin/v1/dealerships/{id}", { params: { path: { id: unknownId() } } }), 404, "adminGetDealership of an unknown dealership");
  status(await admin.GET("/admin/v1/dealerships/{id}", { params: { path: { id: "nope" } } }), 400, "adminGetDealership with a malformed id");
  status(await admin.PATCH("/admin/v1/dealerships/{id}", { params: { path: { id: dealershipId } }, body: { deliveryFee: 990, apiMargin: null } }), 200, "adminUpdateDealership");
  status(await admin.PATCH("/admin/v1/dealerships/{id}", { params: { path: { id: dealershipId } }, body: { autoRespond: true } }), 400, "adminUpdateDealership: auto-respond needs the enterprise tier");
  status(await admin.POST("/admin/v1/dealerships/{id}/approve", { params: { path: { id: dealershipId } } }), 409, "adminApproveDealership without a contactEmail");
  status(
    await admin.PATCH("/admin/v1/dealerships/{id}", { params: { path: { id: dealershipId } }, body: { contactEmail: "fleet@contract-motors.example.com" } }),
    200,
    "adminUpdateDealership: a contactEmail",
  );
  status(await admin.POST("/admin/v1/dealerships/{id}/approve", { params: { path: { id: dealershipId } } }), 200, "adminApproveDealership");
  status(await admin.POST("/admin/v1/dealerships/{id}/credits", { params: { path: { id: dealershipId } }, body: { amount: 5 } }), 200, "adminAddCredits");
  status(await admin.POST("/admin/v1/dealerships/{id}/credits", { params: { path: { id: dealershipId } }, body: { amount: 0 } }), 400, "adminAddCredits of 0");
  status(
    await admin.PUT("/admin/v1/dealerships/{id}/inventory/{vehicleId}", { params: { path: { id: dealershipId, vehicleId: rav4.id } }, body: { price: 39990 } }),
    200,
    "adminUpsertInventory",
  );
  status(
    await admin.PUT("/admin/v1/dealerships/{id}/inventory/{vehicleId}", { params: { path: { id: dealershipId, vehicleId: unknownId() } }, body: { price: 1 } }),
    404,
    "adminUpsertInventory of a vehicle not in the catalogue",
  );
  const accessory = await admin.POST("/admin/v1/dealerships/{id}/accessories", { params: { path: { id: dealershipId } }, body: { name: "Cargo barrier", price: 690 } });
  status(accessory, 201, "adminCreateAccessory");
  const accessoryId = unknownId();
  status(
    await admin.PUT("/admin/v1/dealerships/{id}/accessories/{accessoryId}", { params: { path: { id: dealershipId, accessoryId } }, body: { name: "Tow bar", price: 1290.5 } }),
    200,
    "adminUpsertAccessory",
  );
  status(await admin.DELETE("/admin/v1/dealerships/{id}/accessories/{accessoryId}", { params: { path: { id: dealershipId, accessoryId } } }), 204, "adminDeleteAccessory");
  status(await admin.DELETE("/admin/v1/dealerships/{id}/accessories/{accessoryId}", { params: { path: { id: dealershipId, accessoryId } } }), 404, "adminDeleteAccessory again");
  const spare = await admin.POST("/admin/v1/dealerships/{id}/keys", { params: { path: { id: dealershipId } } });
  status(spare, 201, "adminIssueDealerKey for the new dealership");
  status(await admin.DELETE("/admin/v1/dealerships/{id}/keys/{keyId}", { params: { path: { id: dealershipId, keyId: spare.data!.id } } }), 204, "adminRevokeDealerKey");
  status(await admin.DELETE("/admin/v1/dealerships/{id}/keys/{keyId}", { params: { path: { id: dealershipId, keyId: spare.data!.id } } }), 404, "adminRevokeDealerKey again");
  status(await admin.PATCH("/admin/v1/dealerships/{id}", { params: { path: { id: dealershipId } }, body: { approved: false } }), 200, "adminUpdateDealership: unlisted again");
  status(await admin.GET("/admin/v1/jobs"), 200, "adminJobs");
  const vehicle = { model: "Contract Roadster", version: "Base", bodyClass: "passenger", bodyType: "Convertible", powertrain: "bev" } as const;
  const newVehicle = await admin.POST("/admin/v1/vehicles", { body: { ...vehicle, tareKg: 1_890, listPrice: 71_990 } });
  status(newVehicle, 201, "adminCreateVehicle");
  status(await admin.GET("/admin/v1/vehicles/{id}", { params: { path: { id: newVehicle.data!.id } } }), 200, "adminGetVehicle");
  status(await admin.GET("/admin/v1/vehicles/{id}", { params: { path: { id: unknownId() } } }), 404, "adminGetVehicle of an unknown vehicle");
  status(await admin.PATCH("/admin/v1/vehicles/{id}", { params: { path: { id: newVehicle.data!.id } }, body: { tareKg: 1_905, listPrice: null } }), 200, "adminUpdateVehicle");
  status(await admin.PATCH("/admin/v1/vehicles/{id}", { params: { path: { id: newVehicle.data!.id } }, body: { tareKg: 299 } }), 400, "adminUpdateVehicle with a tare under 300 kg");
  status(await admin.PATCH("/admin/v1/vehicles/{id}", { params: { path: { id: unknownId() } }, body: { tareKg: 1_750 } }), 404, "adminUpdateVehicle of a vehicle not in the catalogue");
  status(await admin.POST("/admin/v1/vehicles", { body: { ...vehicle, bodyClass: "boat" as "passenger" } }), 400, "adminCreateVehicle with an unknown body class");
  status(await clientFor("wrong-admin-token").GET("/admin/v1/jobs"), 401, "adminJobs with a wrong token");
  // 20 failed admin authentications per address in 15 minutes; the 21st is refused (429), not answered.
  const guesser = clientFor("guessed-admin-token");
  const guesses: number[] = [];
  for (let i = 0; i < 21; i++) guesses.push((await guesser.GET("/admin/v1/jobs")).response.status);
  check(guesses.join(" ") === `${"401 ".repeat(20)}429`, "admin: 20 failed authentications from one address answer 401, the 21st 429", guesses);

  // --- Credentials: rotations and support's replacement ---------------------------------------
  console.log("\nCredentials");
  // The main client's webhook secret is rotated before its quote is completed: the delivery below
  // must verify with the old secret and with the new one.
  const secretRotated = await fmo.POST("/api/v1/webhook-secret/rotate", { body: { graceSeconds: 3600 } });
  status(secretRotated, 200, "rotateWebhookSecret");
  const newWebhookSecret = secretRotated.data!.webhookSecret;
  check(newWebhookSecret !== registration.webhookSecret, "a new webhook secret", secretRotated.data);
  status(await fmo.POST("/api/v1/webhook-secret/rotate", { body: { graceSeconds: 604_801 } }), 400, "rotateWebhookSecret with a grace period over a week");

  const rotating = (await clientFor().POST("/api/v1/register", { body: { companyName: "Rotating Fleet", contactEmail: "keys@rotating.example.com" } })).data!.apiKey;
  const rotated = await clientFor(rotating).POST("/api/v1/keys/rotate", { body: { graceSeconds: 3600 } });
  status(rotated, 200, "rotateApiKey");
  const secondKey = rotated.data!.apiKey;
  status(await clientFor(rotating).GET("/api/v1/dealers", { params: { query: { limit: 1 } } }), 200, "the replaced key during its grace period");
  status(await clientFor(secondKey).GET("/api/v1/dealers", { params: { query: { limit: 1 } } }), 200, "the new key");
  status(await clientFor(rotating).POST("/api/v1/keys/rotate", { body: {} }), 409, "rotateApiKey with the replaced key");
  status(await clientFor(secondKey).POST("/api/v1/keys/rotate", { body: { graceSeconds: 86_401 } }), 400, "rotateApiKey with a grace period over a day");
  const thirdKey = (await clientFor(secondKey).POST("/api/v1/keys/rotate", { body: { graceSeconds: 0 } })).data!.apiKey;
  status(await clientFor(secondKey).GET("/api/v1/dealers", { params: { query: { limit: 1 } } }), 401, "a key rotated with no grace period");
  status(await clientFor(rotating).POST("/api/v1/keys/rotate", { body: {} }), 401, "rotateApiKey with a key two rotations old");

  const found = await admin.GET("/admin/v1/clients", { params: { query: { email: "KEYS@rotating.example.com" } } });
  status(found, 200, "adminFindClients (in any case)");
  const rotatingClient = found.data!.clients.at(-1)!;
  check(rotatingClient.keyPrefix === thirdKey.slice(0, 12), "the client's current key prefix", rotatingClient);
  status(await admin.GET("/admin/v1/clients", { params: { query: { email: "not-an-address" } } }), 400, "adminFindClients with a malformed address");
  const replaced = await admin.POST("/admin/v1/clients/{id}/keys", { params: { path: { id: rotatingClient.id } } });
  status(replaced, 201, "adminReplaceClientKey");
  status(await clientFor(thirdKey).GET("/api/v1/dealers", { params: { query: { limit: 1 } } }), 401, "the lost key, once replaced");
  status(await clientFor(replaced.data!.apiKey).GET("/api/v1/dealers", { params: { query: { limit: 1 } } }), 200, "the key support issued");
  status(await admin.POST("/admin/v1/clients/{id}/keys", { params: { path: { id: unknownId() } } }), 404, "adminReplaceClientKey of an unknown client");
  // --- The FMO console's users (the FMO's key), and the operator's off-boarding -----------------
  const supportKey = replaced.data!.apiKey;
  const consoleFmo = clientFor(supportKey);
  const addedUser = await consoleFmo.POST("/api/v1/console-users", { body: { email: "Sam.Nguyen@rotating.example.com" } });
  status(addedUser, 201, "addConsoleUser");
  status(await consoleFmo.POST("/api/v1/console-users", { body: { email: "sam.nguyen@ROTATING.example.com" } }), 409, "addConsoleUser of an address already there (in any case)");
  status(await consoleFmo.POST("/api/v1/console-users", { body: { email: "keys@rotating.example.com" } }), 409, "addConsoleUser of the contact address");
  status(await consoleFmo.POST("/api/v1/console-users", { body: { email: "not an address" } }), 400, "addConsoleUser with a malformed address");
  const consoleUsers = await consoleFmo.GET("/api/v1/console-users");
  status(consoleUsers, 200, "listConsoleUsers");
  check(consoleUsers.data!.contactEmail === "keys@rotating.example.com" && consoleUsers.data!.users.map((u) => u.email).join() === "Sam.Nguyen@rotating.example.com", "the contact address and the user added", consoleUsers.data);
  status(await fmo.DELETE("/api/v1/console-users/{id}", { params: { path: { id: addedUser.data!.id } } }), 404, "removeConsoleUser of another FMO's user");
  status(await consoleFmo.DELETE("/api/v1/console-users/{id}", { params: { path: { id: addedUser.data!.id } } }), 204, "removeConsoleUser");
  status(await consoleFmo.DELETE("/api/v1/console-users/{id}", { params: { path: { id: addedUser.data!.id } } }), 404, "removeConsoleUser once more");
  const offboarded = await admin.POST("/admin/v1/clients/{id}/offboard", { params: { path: { id: rotatingClient.id } } });
  status(offboarded, 200, "adminOffboardClient");
  status(await consoleFmo.GET("/api/v1/console-users"), 401, "the key of an off-boarded FMO");
  status(await admin.POST("/admin/v1/clients/{id}/offboard", { params: { path: { id: unknownId() } } }), 404, "adminOffboardClient of an unknown client");
  status(await admin.POST("/admin/v1/dealerships/{id}/sessions/revoke", { params: { path: { id: dealershipId } } }), 200, "adminEndDealershipSessions");
  status(await admin.POST("/admin/v1/dealerships/{id}/sessions/revoke", { params: { path: { id: unknownId() } } }), 404, "adminEndDealershipSessions of an unknown dealership");

  // The operator's day: lists, a credit statement and its correction, usage, the audit record.
  const listed = await admin.GET("/admin/v1/dealerships", { params: { query: { q: "contract test", approved: false, limit: 5 } } });
  status(listed, 200, "adminListDealerships");
  check(listed.data?.dealerships.some((d: Schemas["AdminDealershipListItem"]) => d.id === dealershipId) === true, "the dealership found by its name, unapproved", listed.data);
  status(await admin.GET("/admin/v1/dealerships", { params: { query: { state: "XX" as "NSW" } } }), 400, "adminListDealerships of an unknown state");
  const keys = await admin.GET("/admin/v1/dealerships/{id}/keys", { params: { path: { id: dealershipId } } });
  status(keys, 200, "adminListDealerKeys");
  check(keys.data?.keys.some((k: Schemas["DealerKeyListItem"]) => k.id === spare.data!.id && k.revokedAt !== null) === true, "the revoked key listed with when", keys.data);
  status(await admin.GET("/admin/v1/dealerships/{id}/keys", { params: { path: { id: unknownId() } } }), 404, "adminListDealerKeys of an unknown dealership");
  status(await admin.GET("/admin/v1/clients", { params: { query: { q: "rotating", limit: 5 } } }), 200, "adminFindClients by text");
  const adjusted = await admin.POST("/admin/v1/dealerships/{id}/credits/adjustments", { params: { path: { id: dealershipId } }, body: { change: -2, note: "Two test quotes" } });
  status(adjusted, 201, "adminAdjustCredits");
  status(await admin.POST("/admin/v1/dealerships/{id}/credits/adjustments", { params: { path: { id: dealershipId } }, body: { change: -1_000_000, note: "Too many" } }), 409, "adminAdjustCredits below 0");
  status(await admin.POST("/admin/v1/dealerships/{id}/credits/adjustments", { params: { path: { id: dealershipId } }, body: { change: 1 } as never }), 400, "adminAdjustCredits without a note");
  status(await admin.POST("/admin/v1/dealerships/{id}/credits/adjustments", { params: { path: { id: unknownId() } }, body: { change: 1, note: "x" } }), 404, "adminAdjustCredits of an unknown dealership");
  const statement = await admin.GET("/admin/v1/dealerships/{id}/credits", { params: { path: { id: dealershipId } } });
  status(statement, 200, "adminGetCreditStatement");
  check(
    statement.data?.entries[0]?.reason === "adjustment" &&
      statement.data.balance === statement.data.entries[0].balance &&
      statement.data.entries.some((e: Schemas["CreditEntry"]) => e.reason === "purchase" && e.change === 5),
    "the adjustment newest, with the balance it left; the purchase below it",
    statement.data,
  );
  status(await admin.GET("/admin/v1/dealerships/{id}/credits", { params: { path: { id: dealershipId }, query: { from: "2026-11-02", to: "2026-11-01" } } }), 400, "adminGetCreditStatement of a period ending before it starts");
  status(await admin.GET("/admin/v1/dealerships/{id}/credits", { params: { path: { id: unknownId() } } }), 404, "adminGetCreditStatement of an unknown dealership");
  const today = new Date().toISOString().slice(0, 10);
  status(await admin.GET("/admin/v1/usage", { params: { query: { from: today, to: today } } }), 200, "adminGetUsage");
  status(await admin.GET("/admin/v1/usage", { params: { query: { from: "2026-01-01", to: "2027-01-02" } } }), 400, "adminGetUsage over 366 days");
  status(await admin.GET("/admin/v1/usage", { params: { query: { from: "2026-01-01", to: "2026-01-31", dealershipId: unknownId() } } }), 404, "adminGetUsage of an unknown dealership");
  const audit = await admin.GET("/admin/v1/audit", { params: { query: { targetId: dealershipId, actor: "operator" } } });
  status(audit, 200, "adminListAudit");
  check(audit.data?.entries[0]?.action === "credits.adjust", "the adjustment is the newest change of the dealership", audit.data?.entries[0]);
  status(await admin.GET("/admin/v1/audit", { params: { query: { actor: "dealer" } } }), 400, "adminListAudit by an actor that is neither operator nor an id");
  // Every quote here is days old at most, so the batch (90 days, the default) finds none to move.
  const archiveRun = await admin.POST("/admin/v1/archive/run");
  status(archiveRun, 200, "adminRunArchive");
  check(archiveRun.data?.archived.length === 0 && archiveRun.data.more === false, "the archive moves no quote younger than ARCHIVE_AFTER_DAYS", archiveRun.data);
  // Named operators: a read key reads and is refused every write (403), then it is revoked.
  const named = await admin.POST("/admin/v1/operators", { body: { name: "Contract Reader", email: "reader@quotes.example.com", scope: "read" } });
  status(named, 201, "adminCreateOperator");
  status(await admin.POST("/admin/v1/operators", { body: { name: "Contract Admin", email: "admin@quotes.example.com", scope: "admin" } as never }), 400, "adminCreateOperator with a scope other than read or write");
  status(await admin.GET("/admin/v1/operators", { params: { query: { limit: 5 } } }), 200, "adminListOperators");
  const reader = clientFor(named.data!.operatorKey);
  status(await reader.GET("/admin/v1/operators"), 200, "adminListOperators with a read key");
  status(await reader.POST("/admin/v1/archive/run"), 403, "adminRunArchive with a read key");
  status(await reader.POST("/admin/v1/operators/{id}/revoke", { params: { path: { id: named.data!.id } } }), 403, "adminRevokeOperator with a read key");
  status(await admin.POST("/admin/v1/operators/{id}/revoke", { params: { path: { id: named.data!.id } } }), 200, "adminRevokeOperator");
  status(await reader.GET("/admin/v1/operators"), 401, "adminListOperators with a revoked key");
  status(await admin.POST("/admin/v1/operators/{id}/revoke", { params: { path: { id: unknownId() } } }), 404, "adminRevokeOperator of an unknown operator");

  // --- Dealer ---------------------------------------------------------------------------------
  console.log("\nDealer");
  const dealer = clientFor(dealerKey);
  status(await dealer.GET("/api/v1/dealer/quotes", { params: { query: { status: "pending", limit: 10 } } }), 200, "listDealerQuotes");
  status(await dealer.GET("/api/v1/dealer/quotes", { params: { query: { limit: 0 } } }), 400, "listDealerQuotes with limit 0");
  status(await clientFor("dlr_malformed").GET("/api/v1/dealer/quotes"), 401, "listDealerQuotes with a malformed key");
  status(await dealer.GET("/api/v1/dealer/quotes/{id}", { params: { path: { id: delivered } } }), 200, "getDealerQuote");
  status(await dealer.GET("/api/v1/dealer/quotes/{id}", { params: { path: { id: quoteId } } }), 404, "getDealerQuote of another dealership's quote");
  status(await dealer.POST("/api/v1/dealer/quotes/{id}/complete", { params: { path: { id: delivered } }, body: { vehiclePrice: -1 } }), 400, "completeDealerQuote with a negative price");
  status(await dealer.POST("/api/v1/dealer/quotes/{id}/complete", { params: { path: { id: delivered } }, body: { dealerNotes: "Ready next week" } }), 200, "completeDealerQuote");
  status(await dealer.POST("/api/v1/dealer/quotes/{id}/complete", { params: { path: { id: delivered } }, body: {} }), 409, "completeDealerQuote again");
  status(await dealer.POST("/api/v1/dealer/quotes/{id}/complete", { params: { path: { id: unknownId() } }, body: {} }), 404, "completeDealerQuote of an unknown quote");
  status(await dealer.POST("/api/v1/dealer/quotes/{id}/complete", { params: { path: { id: failing } }, body: {} }), 200, "completeDealerQuote (its receiver is down)");

  // --- Dealer: stock, the catalogue, CSV files, accessories, settings ---------------------------
  console.log("\nDealer: stock, accessories, settings");
  status(await dealer.GET("/api/v1/dealer/inventory", { params: { query: { model: "i30", limit: 5 } } }), 200, "listDealerStock");
  status(await dealer.GET("/api/v1/dealer/inventory", { params: { query: { limit: 0 } } }), 400, "listDealerStock with limit 0");
  const catalogue = await dealer.GET("/api/v1/dealer/catalogue", { params: { query: { model: "rav4 hybrid", limit: 3 } } });
  status(catalogue, 200, "listDealerCatalogue");
  const toStock = catalogue.data!.vehicles[0]!;
  check(toStock.inStock === false, "a RAV4 is not in Adelaide City Hyundai's stock", toStock);
  status(await dealer.GET("/api/v1/dealer/catalogue", { params: { query: { model: "" } } }), 400, "listDealerCatalogue with an empty model");
  const stocked = await dealer.PUT("/api/v1/dealer/inventory/{globalCarId}", { params: { path: { globalCarId: compactUpper(toStock.id) } }, body: { price: 45_990, available: false } });
  status(stocked, 200, "upsertDealerStock with a compact id");
  check(stocked.data?.globalCarId === toStock.id && stocked.data.updatedBy === dealerKey.slice(0, 12), "the row answers with the canonical id and the key that changed it", stocked.data);
  status(await dealer.PUT("/api/v1/dealer/inventory/{globalCarId}", { params: { path: { globalCarId: unknownId() } }, body: { price: 1 } }), 404, "upsertDealerStock of a vehicle not in the catalogue");
  status(await dealer.PUT("/api/v1/dealer/inventory/{globalCarId}", { params: { path: { globalCarId: toStock.id } }, body: { price: -1 } }), 400, "upsertDealerStock with a negative price");

  const exported = await dealer.GET("/api/v1/dealer/inventory/export", { parseAs: "text" });
  status(exported, 200, "exportDealerStock");
  check(String(exported.data).includes(`${toStock.id},`), "the file lists the vehicle just stocked");
  const csv = { bodySerializer: (body: string) => body, headers: { "Content-Type": "text/csv" } };
  const file = `globalCarId,price,available\r\n${toStock.id},44990,false\r\n`;
  const dryRun = await dealer.POST("/api/v1/dealer/inventory/import", { params: { query: { dryRun: true } }, body: file, ...csv });
  status(dryRun, 200, "importDealerStock with dryRun");
  check(dryRun.data?.dryRun === true && dryRun.data.updated === 1, "a dry run says what would change", dryRun.data);
  const refusedFile = await dealer.POST("/api/v1/dealer/inventory/import", { body: `globalCarId,price,available\r\n${toStock.id},lots,false\r\n`, ...csv });
  status(refusedFile, 400, "importDealerStock of a file with a bad price");
  check((refusedFile.error as Schemas["StockImportError"] | undefined)?.error.problems?.[0]?.line === 2, "the refusal names the line", refusedFile.error);
  status(await dealer.POST("/api/v1/dealer/inventory/import", { body: file, ...csv }), 200, "importDealerStock");
  status(await dealer.POST("/api/v1/dealer/inventory/import", { body: `${file}${"x".repeat(1024 * 1024)}`, ...csv }), 413, "importDealerStock of a file over 1 MiB");

  status(await dealer.GET("/api/v1/dealer/accessories", { params: { query: { limit: 10 } } }), 200, "listDealerAccessories");
  const added = await dealer.POST("/api/v1/dealer/accessories", { body: { name: "Cargo barrier", price: 690 } });
  status(added, 201, "createDealerAccessory");
  status(await dealer.POST("/api/v1/dealer/accessories", { body: { name: "", price: 690 } }), 400, "createDealerAccessory without a name");
  status(await dealer.PUT("/api/v1/dealer/accessories/{id}", { params: { path: { id: added.data!.id } }, body: { name: "Cargo barrier (steel)", price: 720 } }), 200, "updateDealerAccessory");
  status(await dealer.PUT("/api/v1/dealer/accessories/{id}", { params: { path: { id: unknownId() } }, body: { name: "Nothing", price: 1 } }), 404, "updateDealerAccessory of another dealership's or no accessory");
  status(await dealer.DELETE("/api/v1/dealer/accessories/{id}", { params: { path: { id: added.data!.id } } }), 204, "deleteDealerAccessory");
  status(await dealer.DELETE("/api/v1/dealer/accessories/{id}", { params: { path: { id: added.data!.id } } }), 404, "deleteDealerAccessory again");

  const settings = await dealer.GET("/api/v1/dealer/settings");
  status(settings, 200, "getDealerSettings");
  status(await dealer.PATCH("/api/v1/dealer/settings", { body: { deliveryFee: settings.data!.deliveryFee } }), 200, "updateDealerSettings (the same fee again)");
  status(await dealer.PATCH("/api/v1/dealer/settings", { body: { autoRespond: true } as never }), 400, "updateDealerSettings of an operator's field");
  status(await dealer.GET("/api/v1/dealer/credits", { params: { query: { limit: 5 } } }), 200, "getDealerCreditStatement");
  status(await dealer.GET("/api/v1/dealer/credits", { params: { query: { from: "2026-02-30" } } }), 400, "getDealerCreditStatement of a day that is not one");

  status(await admin.GET("/admin/v1/vehicles", { params: { query: { model: "rav4", limit: 2 } } }), 200, "adminListVehicles");
  status(await admin.GET("/admin/v1/vehicles", { params: { query: { limit: 0 } } }), 400, "adminListVehicles with limit 0");
  const adminStock = await admin.GET("/admin/v1/dealerships/{id}/inventory", { params: { path: { id: ADELAIDE_HYUNDAI }, query: { model: "rav4" } } });
  status(adminStock, 200, "adminListDealershipStock");
  check(adminStock.data?.inventory.some((item: Schemas["StockItem"]) => item.globalCarId === toStock.id && item.price === 44_990 && !item.available), "the operator sees the dealer's change", adminStock.data);
  status(await admin.GET("/admin/v1/dealerships/{id}/inventory", { params: { path: { id: unknownId() } } }), 404, "adminListDealershipStock of an unknown dealership");

  // --- Webhooks -------------------------------------------------------------------------------
  console.log("\nWebhooks");
  const received = await waitFor(ctx, "the quote.completed webhook at /ok/contract", async () => ctx.inbox.get("/ok/contract")?.[0]);
  const headers = new Headers(Object.entries(received.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
  const payload = JSON.parse(received.body) as unknown;
  const webhookProblems = validator.checkWebhook("quote.completed", headers, payload);
  check(webhookProblems.length === 0, "the webhook's headers and body match the description's quote.completed", webhookProblems);
  const verified = new Webhook(registration.webhookSecret).verify(received.body, Object.fromEntries(headers)) as Schemas["QuoteCompletedEvent"];
  check(verified.quoteId === delivered, "its signature verifies as the description says (Standard Webhooks)");
  const signatures = headers.get("webhook-signature")!.split(" ");
  const verifiedWithNew = new Webhook(newWebhookSecret).verify(received.body, Object.fromEntries(headers)) as Schemas["QuoteCompletedEvent"];
  check(signatures.length === 2 && verifiedWithNew.quoteId === delivered, "during the rotation's grace period it carries two signatures, and verifies with the new secret too", signatures.length);

  const deliveries = await fmo.GET("/api/v1/quotes/{id}/webhook-deliveries", { params: { path: { id: delivered } } });
  status(deliveries, 200, "listWebhookDeliveries");
  const success = deliveries.data!.deliveries[0]!;
  status(await fmo.POST("/api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver", { params: { path: { id: delivered, deliveryId: success.id } } }), 409, "redeliverWebhook of a delivered event");
  const failed = await waitFor(ctx, "the failing delivery to be given up", async () => {
    const list = await fmo.GET("/api/v1/quotes/{id}/webhook-deliveries", { params: { path: { id: failing } } });
    const first = list.data?.deliveries[0];
    return first?.status === "failed" ? first : undefined;
  });
  const redelivery = await fmo.POST("/api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver", { params: { path: { id: failing, deliveryId: failed.id } } });
  status(redelivery, 202, "redeliverWebhook of a failed event");
  status(await fmo.POST("/api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver", { params: { path: { id: failing, deliveryId: failed.id } } }), 409, "redeliverWebhook while a series runs");
  status(await fmo.POST("/api/v1/quotes/{id}/webhook-deliveries/{deliveryId}/redeliver", { params: { path: { id: failing, deliveryId: unknownId() } } }), 404, "redeliverWebhook of an unknown delivery");

  // --- FMO: a tender from search to award -----------------------------------------------------
  console.log("\nFMO: a tender from search to award");
  const buyerKey = (await clientFor().POST("/api/v1/register", { body: { companyName: "Tendering Fleet", contactEmail: "fleet@tendering.example.com" } })).data!;
  const buyer = clientFor(buyerKey.apiKey);
  status(await buyer.GET("/api/v1/inventory", { params: { query: { model: "rav4 hybrid", state: "NSW", limit: 3 } } }), 200, "searchInventory in one state");
  const vehicleSearch = await buyer.GET("/api/v1/vehicles", { params: { query: { q: "rav4 hybrid", state: "NSW", include: "dealerships", limit: 3 } } });
  status(vehicleSearch, 200, "searchVehicles by words in one state, the dealerships named");
  check((vehicleSearch.data?.pagination.total ?? 0) > 0 && vehicleSearch.data!.vehicles.every((v) => (v.stockists.byState.NSW ?? 0) > 0), "the RAV4 hybrids found are stocked in NSW", vehicleSearch.data);
  status(await buyer.GET("/api/v1/vehicles", { params: { query: { listPriceMin: 60000, listPriceMax: 50000 } } }), 400, "searchVehicles with a minimum above its maximum");
  const stockists = await buyer.GET("/api/v1/vehicles/{id}/dealerships", { params: { path: { id: rav4.id }, query: { limit: 100 } } });
  status(stockists, 200, "listVehicleDealerships");
  const answering = stockists.data!.dealerships.filter((d: Schemas["Dealer"]) => d.autoRespond).slice(0, 2);
  check(answering.length === 2, "two dealerships that price at once have the RAV4 available", stockists.data);
  status(await buyer.GET("/api/v1/vehicles/{id}/dealerships", { params: { path: { id: rav4.id }, query: { state: "NSW" } } }), 200, "listVehicleDealerships in one state");
  status(await buyer.GET("/api/v1/vehicles/{id}/dealerships", { params: { path: { id: unknownId() } } }), 404, "listVehicleDealerships of an unknown vehicle");
  status(await buyer.GET("/api/v1/vehicles/{id}/dealerships", { params: { path: { id: rav4.id }, query: { state: "Sydney" as "NSW" } } }), 400, "listVehicleDealerships with an unknown state");

  // Budgeting before asking anyone: the catalogue's facts or the FMO's own, priced as a quote is.
  const estimate = await buyer.POST("/api/v1/drive-away-estimates", { body: { globalCarId: rav4.id, state: "NSW", vehiclePrice: 45_000 } });
  status(estimate, 200, "createDriveAwayEstimate of a catalogue vehicle");
  check(typeof estimate.data?.totalDriveAway === "number" && estimate.data.totalDriveAway > 45_000, "the estimate's drive-away total is above the vehicle's price", estimate.data);
  const ute = { bodyType: "ute", cab: "dual", driveType: "4x4", powertrain: "ice", cylinders: 4, tareKg: 2_105, gvmKg: 3_050 } as const;
  status(await buyer.POST("/api/v1/drive-away-estimates", { body: { vehicle: ute, postcode: "5000", vehiclePrice: 60_000, listPrice: 62_000 } }), 200, "createDriveAwayEstimate of a ute described by its facts");
  status(await buyer.POST("/api/v1/drive-away-estimates", { body: { globalCarId: rav4.id, state: "NSW", postcode: "2000", vehiclePrice: 45_000 } }), 400, "createDriveAwayEstimate naming a state and a postcode");
  status(await buyer.POST("/api/v1/drive-away-estimates", { body: { globalCarId: unknownId(), state: "NSW", vehiclePrice: 45_000 } }), 404, "createDriveAwayEstimate of an unknown vehicle");
  const truck = { bodyType: "truck", cab: "dual", powertrain: "ice", cylinders: 4, tareKg: 3_200, gvmKg: 6_500 } as const;
  const heavy = await buyer.POST("/api/v1/drive-away-estimates", { body: { vehicle: truck, state: "NSW", vehiclePrice: 90_000 } });
  status(heavy, 200, "createDriveAwayEstimate of a heavy vehicle (its duty; its registration left to the dealer)");
  check(heavy.data?.lineItems?.registration.components[0]?.id === "registration_left_to_dealer", "a heavy vehicle's registration is a line saying the dealer states it", heavy.data);
  const motorcycle = { bodyType: "motorcycle", powertrain: "ice", cylinders: 2 } as const;
  status(await buyer.POST("/api/v1/drive-away-estimates", { body: { vehicle: motorcycle, state: "ACT", vehiclePrice: 20_000 } }), 422, "createDriveAwayEstimate of a vehicle without a duty rate");

  const tenderAt = async (callbackPath: string) => {
    const result = await buyer.POST("/api/v1/tenders", {
      body: { globalCarId: rav4.id, dealershipIds: answering.map((d: Schemas["Dealer"]) => d.id), ...client, callbackUrl: `${ctx.hooks}${callbackPath}` },
    });
    status(result, 201, `createTender priced at once (webhook to ${callbackPath})`);
    check(result.data?.status === "closed" && result.data.closeReason === "all-answered", "every dealership priced it as asked: it closed at once", result.data);
    return result.data!;
  };
  const awarded = await tenderAt("/ok/tender");
  const downTender = await tenderAt("/down/tender");
  // A tender one dealership still has to answer, its deadline extended in the open; another, split by quantity.
  const reviewing = stockists.data!.dealerships.filter((d: Schemas["Dealer"]) => !d.autoRespond).slice(0, 1);
  const open = await buyer.POST("/api/v1/tenders", { body: { globalCarId: rav4.id, dealershipIds: [...answering, ...reviewing].map((d: Schemas["Dealer"]) => d.id), ...client } });
  status(open, 201, "createTender one dealership still has to answer");
  const later = new Date(Date.parse(open.data!.closesAt) + 3_600_000).toISOString();
  status(await buyer.POST("/api/v1/tenders/{id}/extend", { params: { path: { id: open.data!.tenderId } }, body: { closesAt: later, reason: "Budget sign-off moved" } }), 200, "extendTender by an hour");
  status(await buyer.POST("/api/v1/tenders/{id}/extend", { params: { path: { id: open.data!.tenderId } }, body: { closesAt: later, reason: "Again" } }), 400, "extendTender to its current closesAt");
  const split = await tenderAt("/ok/split-tender");
  status(await buyer.POST("/api/v1/tenders/{id}/award", { params: { path: { id: split.tenderId } }, body: { awards: [{ quoteId: split.quotes[0]!.quoteId!, quantity: 1, orderReference: "PO-SPLIT-1" }] } }), 200, "awardTender of one vehicle");
  const chosen = awarded.quotes[0]!.quoteId!;
  const acceptance = await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: chosen } }, body: { orderReference: "PO-CONTRACT-1" } });
  status(acceptance, 200, "acceptQuote");
  check(acceptance.data?.outcome === "accepted" && acceptance.data.orderReference === "PO-CONTRACT-1", "the quote answers accepted, with the order reference", acceptance.data);
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: chosen } }, body: { orderReference: "PO-CONTRACT-1" } }), 200, "acceptQuote again with the same reference");
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: chosen } }, body: { orderReference: "PO-OTHER" } }), 409, "acceptQuote with another reference");
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: awarded.quotes[1]!.quoteId! } }, body: {} }), 409, "acceptQuote of a second quote of an awarded tender");
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: unknownId() } }, body: {} }), 404, "acceptQuote of an unknown quote");
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: chosen } }, body: { orderReference: "x".repeat(101) } }), 400, "acceptQuote with a 101-character reference");
  const awardedNow = await buyer.GET("/api/v1/tenders/{id}", { params: { path: { id: awarded.tenderId } } });
  check(awardedNow.data?.status === "awarded" && awardedNow.data.awardedQuoteId === chosen, "the tender is awarded to the accepted quote", awardedNow.data);

  const tenderHook = await waitFor(ctx, "the tender.closed webhook at /ok/tender", async () => ctx.inbox.get("/ok/tender")?.[0]);
  const tenderHeaders = new Headers(Object.entries(tenderHook.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
  const tenderHookProblems = validator.checkWebhook("tender.closed", tenderHeaders, JSON.parse(tenderHook.body) as unknown);
  check(tenderHookProblems.length === 0, "the tender.closed webhook's headers and body match the description", tenderHookProblems);
  const tenderEvent = new Webhook(buyerKey.webhookSecret).verify(tenderHook.body, Object.fromEntries(tenderHeaders)) as Schemas["TenderClosedEvent"];
  check(tenderEvent.data.tenderId === awarded.tenderId, "its signature verifies with the FMO's webhook secret");
  status(await buyer.GET("/api/v1/tenders/{id}/webhook-deliveries", { params: { path: { id: awarded.tenderId } } }), 200, "listTenderWebhookDeliveries");
  status(await buyer.GET("/api/v1/tenders/{id}/webhook-deliveries", { params: { path: { id: unknownId() } } }), 404, "listTenderWebhookDeliveries of an unknown tender");
  const failedTenderHook = await waitFor(ctx, "the tender's failing delivery to be given up", async () => {
    const list = await buyer.GET("/api/v1/tenders/{id}/webhook-deliveries", { params: { path: { id: downTender.tenderId } } });
    const first = list.data?.deliveries[0];
    return first?.status === "failed" ? first : undefined;
  });
  const tenderRedelivery = { params: { path: { id: downTender.tenderId, deliveryId: failedTenderHook.id } } };
  status(await buyer.POST("/api/v1/tenders/{id}/webhook-deliveries/{deliveryId}/redeliver", tenderRedelivery), 202, "redeliverTenderWebhook of a failed event");
  status(await buyer.POST("/api/v1/tenders/{id}/webhook-deliveries/{deliveryId}/redeliver", tenderRedelivery), 409, "redeliverTenderWebhook while a series runs");
  status(
    await buyer.POST("/api/v1/tenders/{id}/webhook-deliveries/{deliveryId}/redeliver", { params: { path: { id: downTender.tenderId, deliveryId: unknownId() } } }),
    404,
    "redeliverTenderWebhook of an unknown delivery",
  );

  // --- Orders: the award's order to invoiced, a declined one, a withdrawn one ----------------------
  console.log("\nOrders");
  const orderList = await buyer.GET("/api/v1/orders", { params: { query: { tenderId: awarded.tenderId } } });
  status(orderList, 200, "listOrders");
  const order = orderList.data!.orders[0]!;
  check(order.quoteId === chosen && order.status === "placed" && order.orderReference === "PO-CONTRACT-1", "the accepted quote placed its order", order);
  status(await buyer.GET("/api/v1/orders", { params: { query: { status: "shipped" as never } } }), 400, "listOrders with an unknown status");
  status(await buyer.GET("/api/v1/orders/{id}", { params: { path: { id: order.id } } }), 200, "getOrder");
  status(await buyer.GET("/api/v1/orders/{id}", { params: { path: { id: unknownId() } } }), 404, "getOrder of an unknown order");
  const supplierKey = (await admin.POST("/admin/v1/dealerships/{id}/keys", { params: { path: { id: order.dealership.id } } })).data!.dealerKey;
  const supplier = clientFor(supplierKey);
  const onOrder = { params: { path: { id: order.id } } };
  status(await supplier.GET("/api/v1/dealer/orders", { params: { query: { status: "placed" } } }), 200, "listDealerOrders");
  status(await supplier.GET("/api/v1/dealer/orders/{id}", onOrder), 200, "getDealerOrder");
  status(await dealer.GET("/api/v1/dealer/orders/{id}", onOrder), 404, "getDealerOrder of another dealership's order");
  const zones: Record<string, string> = { NSW: "Sydney", ACT: "Sydney", VIC: "Melbourne", QLD: "Brisbane", SA: "Adelaide", WA: "Perth", TAS: "Hobart", NT: "Darwin" };
  // Delivered today, in the dealership's state (not in the future there, not before the order).
  const deliveredToday = new Date().toLocaleDateString("en-CA", { timeZone: `Australia/${zones[order.dealership.state ?? "NSW"] ?? "Sydney"}` });
  const delivery = { deliveredOn: deliveredToday, vin: "JTMW43FV60D123456", registrationPlate: "CT 001", odometerKm: 8 };
  status(await supplier.POST("/api/v1/dealer/orders/{id}/deliver", { ...onOrder, body: delivery }), 409, "deliverDealerOrder before it is acknowledged");
  const eta = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  status(await supplier.POST("/api/v1/dealer/orders/{id}/acknowledge", { ...onOrder, body: { etaDate: eta } }), 200, "acknowledgeDealerOrder");
  status(await buyer.POST("/api/v1/orders/{id}/withdraw", { ...onOrder, body: { reason: "Too late" } }), 409, "withdrawOrder once acknowledged");
  status(await supplier.POST("/api/v1/dealer/orders/{id}/eta", { ...onOrder, body: { etaDate: eta, reason: "" } }), 400, "changeDealerOrderEta without a reason");
  status(await supplier.POST("/api/v1/dealer/orders/{id}/eta", { ...onOrder, body: { etaDate: eta, reason: "The ship is late" } }), 200, "changeDealerOrderEta");
  status(await supplier.POST("/api/v1/dealer/orders/{id}/deliver", { ...onOrder, body: { ...delivery, vin: "JTMW43FV60D12345O" } }), 400, "deliverDealerOrder with an O in the VIN");
  status(await supplier.POST("/api/v1/dealer/orders/{id}/deliver", { ...onOrder, body: delivery }), 200, "deliverDealerOrder");
  const lines = order.quoted.lines.map((line) => ({ kind: line.kind, description: line.kind, amount: line.kind === "delivery" ? Math.round((line.amount + 0.01) * 100) / 100 : line.amount }));
  if (!lines.some((line) => line.kind === "delivery")) lines.push({ kind: "delivery", description: "delivery", amount: 0.01 });
  status(await supplier.POST("/api/v1/dealer/orders/{id}/invoice", { ...onOrder, body: { invoiceNumber: "INV-CT-1", lines } }), 400, "invoiceDealerOrder a cent above the quote without a reason");
  const invoiced = await supplier.POST("/api/v1/dealer/orders/{id}/invoice", { ...onOrder, body: { invoiceNumber: "INV-CT-1", lines, varianceReason: "A cent of rounding" } });
  status(invoiced, 200, "invoiceDealerOrder");
  check(invoiced.data?.variances.length === 1 && invoiced.data.variances[0]!.difference === 0.01, "the invoice names its one variance, to the cent", invoiced.data?.variances);
  const orderHook = await waitFor(ctx, "the order.invoiced webhook at /ok/tender", async () => ctx.inbox.get("/ok/tender")?.find((r) => r.body.includes('"type":"order.invoiced"')));
  const orderHeaders = new Headers(Object.entries(orderHook.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
  const orderHookProblems = validator.checkWebhook("order.invoiced", orderHeaders, JSON.parse(orderHook.body) as unknown);
  check(orderHookProblems.length === 0, "the order.invoiced webhook's headers and body match the description", orderHookProblems);

  const declinedQuote = downTender.quotes[0]!.quoteId!;
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: declinedQuote } }, body: {} }), 200, "acceptQuote of a second tender");
  const toDecline = (await buyer.GET("/api/v1/orders", { params: { query: { tenderId: downTender.tenderId } } })).data!.orders[0]!;
  const declineKey = (await admin.POST("/admin/v1/dealerships/{id}/keys", { params: { path: { id: toDecline.dealership.id } } })).data!.dealerKey;
  status(await clientFor(declineKey).POST("/api/v1/dealer/orders/{id}/decline", { params: { path: { id: toDecline.id } }, body: { reason: "Cannot supply it" } }), 200, "declineDealerOrder");

  const single = await buyer.POST("/api/v1/quotes", { body: { ...client, dealershipId: answering[0]!.id, globalCarId: rav4.id } });
  const singleId = single.data && "quoteId" in single.data ? single.data.quoteId : unknownId();
  status(await buyer.POST("/api/v1/quotes/{id}/accept", { params: { path: { id: singleId } }, body: {} }), 200, "acceptQuote of a single quote");
  const toWithdraw = (await buyer.GET("/api/v1/orders", { params: { query: { status: "placed" } } })).data!.orders.find((o) => o.quoteId === singleId)!;
  status(await buyer.POST("/api/v1/orders/{id}/withdraw", { params: { path: { id: toWithdraw.id } }, body: { reason: "" } }), 400, "withdrawOrder without a reason");
  status(await buyer.POST("/api/v1/orders/{id}/withdraw", { params: { path: { id: toWithdraw.id } }, body: { reason: "The contract was cancelled" } }), 200, "withdrawOrder");

  // --- The hourly limit ------------------------------------------------------------------------
  console.log("\nThe hourly limit");
  const busy = (await clientFor().POST("/api/v1/register", { body: { companyName: "Busy Fleet", contactEmail: "fleet@busy.example.com" } })).data!.apiKey;
  const busyClient = clientFor(busy);
  let calls = 0;
  let limited: { response: Response } | undefined;
  while (!limited && calls < 150) {
    const result = await busyClient.GET("/api/v1/dealers", { params: { query: { limit: 1 } } });
    if (result.response.status === 429) limited = result;
    else calls++;
  }
  check(limited !== undefined && calls === 100, `the 101st request of a key within the hour: 429 (after ${calls})`);

  return coverage;
}

async function waitFor<T>(ctx: ContractContext, what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await ctx.sleep(500);
  }
  throw new Error(`timed out waiting for ${what}`);
}
