/** The states a quote can be in; the database's column and the API's schemas both take them from here. */
export const quoteStatuses = ["pending", "sent", "draft"] as const;

export type QuoteStatus = (typeof quoteStatuses)[number];
