/** A window into an ordered result: what every list endpoint's limit/offset become. */
export interface Page {
  limit: number;
  offset: number;
}
