import * as z from "zod/mini";
import type { $ZodRawIssue } from "zod/v4/core";

/**
 * zod/mini (tree-shakeable, a few KiB) instead of classic zod (about 90 KiB gzipped): the
 * Worker bundle has an 80 KiB budget. Every schema imports `z` from here so the short,
 * field-oriented messages below apply everywhere; the validation hook prefixes the field name.
 */
z.config({ customError: messageFor });

function messageFor(issue: $ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "is required" : `must be ${article(issue.expected)}`;
    case "too_big":
      return issue.origin === "string"
        ? `must be at most ${issue.maximum} characters`
        : issue.origin === "array"
          ? `must have at most ${issue.maximum} items`
          : `must be at most ${issue.maximum}`;
    case "too_small":
      return issue.origin === "string"
        ? issue.minimum === 1
          ? "must not be empty"
          : `must be at least ${issue.minimum} characters`
        : issue.origin === "array"
          ? `must have at least ${issue.minimum} items`
          : `must be at least ${issue.minimum}`;
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

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

export { z };
