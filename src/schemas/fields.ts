// A resource's fields are defined once, in the order its answers show them; every schema and view
// that shows the resource takes them from there with these two, which keep that order. A field
// added to the definition then reaches every shape that does not leave it out by name.

/** The fields of `object` named in `keys`, in the object's own order. */
export function pick<T extends object, const K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => (keys as readonly PropertyKey[]).includes(key))) as Pick<T, K>;
}

/** Every field of `object` but those named in `keys`, in the object's own order. */
export function omit<T extends object, const K extends keyof T>(object: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !(keys as readonly PropertyKey[]).includes(key))) as Omit<T, K>;
}
