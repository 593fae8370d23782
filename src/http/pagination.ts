import type { Page } from "../db/queries/page";

/** The spec's pagination object for a page that came back with `count` items. */
export function pagination(page: Page, count: number) {
  return { limit: page.limit, offset: page.offset, count };
}
