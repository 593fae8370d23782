import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { $ZodError, $ZodType } from "zod/v4/core";
import "../schemas/error-messages";
import { ApiError } from "./errors";

const targetNames: Partial<Record<keyof ValidationTargets, string>> = {
  json: "Field",
  query: "Query parameter",
  param: "Path parameter",
  header: "Header",
};

/**
 * `zValidator` with the project's failure handling: the first problem becomes a 400
 * INVALID_REQUEST envelope whose message names the field ("Field 'companyName' must not be empty"),
 * instead of the library's default raw zod result.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new ApiError("INVALID_REQUEST", describeFirstIssue(target, result.error));
  });
}

export function describeFirstIssue(target: keyof ValidationTargets, error: $ZodError): string {
  const issue = error.issues[0];
  const where = targetNames[target] ?? target;
  if (!issue || issue.path.length === 0) return target === "json" ? "Request body must be a JSON object" : `Invalid ${target}`;
  return `${where} '${issue.path.map(String).join(".")}' ${issue.message}`;
}
