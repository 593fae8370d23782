import { config } from "zod/mini";
import type { $ZodRawIssue } from "zod/v4/core";

/**
 * Short, field-oriented messages for every schema; the validation hook prefixes the field name
 * ("Field 'companyName' must be at most 200 characters"). Imported once, for its effect, by the
 * validation hook. zod/mini ships no locale by default, which keeps the bundle small.
 */
config({ customError: messageFor });

function messageFor(issue: $ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "is required" : `must be ${article(issue.expected)}`;
    case "too_big":
      return issue.origin === "string"
        ? `must be at most ${issue.maximum} characters`
        : issue.origin === "array"
          ? `must have at most ${issue.maximum} items`
          : `must be ${issue.inclusive === false ? "less than" : "at most"} ${issue.maximum}`;
    case "too_small":
      return issue.origin === "string"
        ? issue.minimum === 1
          ? "must not be empty"
          : `must be at least ${issue.minimum} characters`
        : issue.origin === "array"
          ? `must have at least ${issue.minimum} items`
          : `must be ${issue.inclusive === false ? "more than" : "at least"} ${issue.minimum}`;
    case "invalid_format":
      return issue.format === "email" ? "must be a valid e-mail address" : `must be a valid ${issue.format}`;
    case "invalid_value":
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "not_multiple_of":
      return "must be an integer";
    default:
      return undefined;
  }
}

const typeNames: Record<string, string> = { int: "integer", object: "JSON object" };

function article(type: string): string {
  const name = typeNames[type] ?? type;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}
