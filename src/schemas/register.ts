import * as z from "zod/mini";
import { emailAddress, optionalText, requiredText } from "./common";

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
  /** Extra field: verifies quote.completed webhooks (Standard Webhooks); shown once like the key. */
  webhookSecret: z.string().check(z.regex(/^whsec_[A-Za-z0-9+/]+=*$/)),
});

export type RegisterRequest = z.output<typeof RegisterRequest>;
export type RegisterResponse = z.output<typeof RegisterResponse>;
