// Ids as the service takes them: canonical (8-4-4-4-12) or compact (32 hex digits), in any case;
// as it stores and answers them: canonical, lower case.

/**
 * A UUID, canonical or compact, in any case. Spelled with both cases rather than the `i` flag, so
 * the pattern means the same in the API description (JSON Schema patterns take no flags).
 */
export const UUID_OR_COMPACT = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-fA-F]{32})$/;

/** Canonical lower-case 8-4-4-4-12 form of a UUID given canonically or compactly, in any case. */
export function canonicalUuid(id: string): string {
  const hex = id.replaceAll("-", "").toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The canonical form of `id` when it is a UUID in either form; null for anything else. */
export function uuidOrNull(id: string): string | null {
  return UUID_OR_COMPACT.test(id) ? canonicalUuid(id) : null;
}
