import { MAX_STOCK_FILE_BYTES } from "../domain/stock-file";

/**
 * More than any web page takes (a stock file and its form's other fields): the web Worker refuses a
 * body past its own limits with its 413 page, so it is sent no more than this, plus a byte.
 */
const MAX_FORWARDED_BYTES = MAX_STOCK_FILE_BYTES + 128 * 1024;

/** The body's first `limit` bytes at most; the rest is never read. */
async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= limit) await reader.cancel();
  const bytes = new Uint8Array(Math.min(size, limit));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.byteLength - at);
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/**
 * A portal or console request handed to the web Worker. Its body is read here first: a page that
 * refuses a form unread (another site's form, a method not allowed, one too large) answers before
 * the body is streamed on, and workerd cannot read the browser's request once this Worker has
 * answered it.
 */
export async function forwardToWeb(web: Fetcher, request: Request): Promise<Response> {
  if (!request.body) return web.fetch(request);
  const body = await readAtMost(request.body, MAX_FORWARDED_BYTES + 1);
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  return web.fetch(new Request(request.url, { method: request.method, headers, body, redirect: "manual" }));
}
