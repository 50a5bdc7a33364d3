/**
 * The engine's first decode of an Arrow search answer in a fresh worker (README "Performance"):
 * its first rows, read from the stream's head inside the fetch's read loop
 * (arrow-stream-reader.ts), took 18-95 ms the first time (V8 parsing and compiling flechette's
 * readers and the engine's column, dataset and view code on first use) against 2 ms once warm,
 * and nothing read the body meanwhile, so its tail waited in Chromium. A worker decodes a small
 * answer of the widest search's kind once at start, through the same steps, so the first real
 * answer finds that code compiled.
 */
import { WARM_UP_SALES_ANSWER } from './arrow-warm-up-answer';

/**
 * The warm-up answer's bytes: the server's Arrow answer to a sales search of the newest ten days
 * (arrow-warm-up-answer.ts), which tests/unit/server/search-pool/arrow-answers.test.ts compares
 * with the server's answer now and writes again with `-u`.
 */
export function warmUpAnswer(): Uint8Array {
  const text = atob(WARM_UP_SALES_ANSWER);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}
