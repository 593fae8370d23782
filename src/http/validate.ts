import type { $ZodError, $ZodType } from "zod/v4/core";
import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
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
 * INVALID_REQUEST envelope whose message names the field ("Field 'companyName' must not be blank"),
 * instead of the library's default raw zod result.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends $ZodType>(target: Target, schema: Schema) {
  const validator = zValidator(target, schema, (result, c) => {
    if (result.success) return;
    // Hono hands a query parameter given twice to the schema as a list of its values.
    const name = String(result.error.issues[0]?.path[0] ?? "");
    if (target === "query" && (c.req.queries(name)?.length ?? 0) > 1) throw new ApiError("INVALID_REQUEST", `Query parameter '${name}' must be given once`);
    throw new ApiError("INVALID_REQUEST", describeFirstIssue(target, result.error));
  });
  if (target !== "json") return validator;
  // Without a JSON content type the validator would see an empty object and report its first
  // required field as missing, although the client sent it: name the real problem instead.
  const validateJson: MiddlewareHandler = async (c, next) => {
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(c.req.header("Content-Type") ?? "")) {
      throw new ApiError("INVALID_REQUEST", "Request body must be JSON, sent with 'Content-Type: application/json'");
    }
    return validator(c, next);
  };
  return validateJson as typeof validator;
}

/**
 * The first problem, as the client can act on it. zod's integers check the safe-integer range before
 * the field's own bounds, so 1e20 for a field of at most 90 fails both: the field's own bound is the
 * one to report.
 */
function firstIssue(error: $ZodError) {
  const [first] = error.issues;
  if ((first?.code !== "too_big" && first?.code !== "too_small") || first.origin !== "int") return first;
  const samePath = (issue: $ZodError["issues"][number]) => issue.path.join("\u0000") === first.path.join("\u0000");
  return error.issues.find((issue) => issue !== first && issue.code === first.code && samePath(issue)) ?? first;
}

export function describeFirstIssue(target: keyof ValidationTargets, error: $ZodError): string {
  const issue = firstIssue(error);
  const where = targetNames[target] ?? target;
  if (!issue || issue.path.length === 0) return target === "json" ? "Request body must be a JSON object" : `Invalid ${target}`;
  return `${where} '${issue.path.map(String).join(".")}' ${issue.message}`;
}
