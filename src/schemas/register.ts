import * as z from "zod/mini";
import { emailAddress, optionalText, requiredText } from "./common";
import { type SchemaDescriber } from "./described";

export const RegisterRequest = z.object({
  companyName: requiredText(200),
  contactEmail: emailAddress(),
  contactPhone: optionalText(30),
  companyAbn: optionalText(20),
});

export const RegisterResponse = z.object({
  apiKey: z.string().check(z.regex(/^svc_[0-9a-f]{60}$/)),
  message: z.string(),
  rateLimitPerHour: z.int(),
  /** Extra field: verifies the webhooks sent to this FMO (Standard Webhooks); shown once like the key. */
  webhookSecret: z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]+=*$/)),
});

export type RegisterRequest = z.output<typeof RegisterRequest>;
export type RegisterResponse = z.output<typeof RegisterResponse>;

/** Build time only: how the API description names and explains these shapes (see ./described.ts). */
export function describeRegisterSchemas(d: SchemaDescriber): void {
  d.named(RegisterRequest, "RegisterRequest", "The FMO asking for an API key.", {
    companyName: "The organisation's name.",
    contactEmail: "Where the service can reach the organisation.",
    contactPhone: "A phone number, as written.",
    companyAbn: "Australian Business Number, as written.",
  });
  d.named(RegisterResponse, "Registration", "The new API key and webhook secret: shown this once, never again.", {
    apiKey: "The bearer key for every FMO operation: `svc_` and 60 lower-case hex digits.",
    message: "Says to store the key and secret safely: neither can be retrieved again.",
    rateLimitPerHour: "Requests per hour this key may make (100).",
    webhookSecret: `Verifies the webhooks sent to this FMO (${d.eventNames()}; Standard Webhooks, \`whsec_\` and base64).`,
  });
}
