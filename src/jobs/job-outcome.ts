/** What a job tells the consumer: acknowledge the message, or retry it after a delay. */
export type JobOutcome = { done: true } | { done: false; retryAfterSeconds: number };
