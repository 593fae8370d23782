/** Queue messages stay tiny: the job's state lives in its D1 row, which the consumer re-reads. */
export type Job = { type: "email"; outboxId: string } | { type: "webhook"; deliveryId: string } | { type: "console-link"; linkId: string };
