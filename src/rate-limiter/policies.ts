export interface RateLimitPolicy {
  /** Name used in the IETF RateLimit-Policy header. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const apiKeyHourly: RateLimitPolicy = { name: "hourly", limit: 100, windowSeconds: 3600 };
export const registrationPerAddress: RateLimitPolicy = { name: "register", limit: 10, windowSeconds: 3600 };
