/**
 * Playwright turns on DevTools' Network domain in every page and worker without buffer sizes, so
 * Chromium keeps a copy of every response body for `Network.getResponseBody`, on the thread that
 * reads it. For the widest sales search (18 MB of JSON) that copy cost the engine worker about
 * 270 ms (reading the body: 160-200 ms with no copy, 420-450 ms with it), a cost no user's browser
 * has. The benchmarks keep the Network domain (they time requests with it) and ask for buffers of
 * 0 bytes, which Chromium takes as "keep no bodies".
 *
 * Messages on Chromium's DevTools pipe (`--remote-debugging-pipe`) are JSON texts, each ended by a
 * NUL byte.
 */
export const NO_BODY_BUFFERS = { maxTotalBufferSize: 0, maxResourceBufferSize: 0 } as const;

/** One DevTools command as sent: a `Network.enable` without buffer sizes gets NO_BODY_BUFFERS. */
export function withoutBodyBuffers(message: string): string {
  // Only the rare Network.enable is parsed; every other message passes as is.
  if (!message.includes('"Network.enable"')) return message;
  const command = JSON.parse(message) as { method?: string; params?: Record<string, unknown> };
  if (command.method !== 'Network.enable') return message;
  command.params = { ...NO_BODY_BUFFERS, ...command.params };
  return JSON.stringify(command);
}

/**
 * A filter over the bytes Playwright writes to Chromium: call it with each chunk as it comes; it
 * returns the bytes to pass on (whole messages, each rewritten by withoutBodyBuffers). A message
 * split across chunks waits for its end.
 */
export function devtoolsCommandFilter(): (chunk: Buffer) => Buffer {
  let pending = Buffer.alloc(0);
  return (chunk) => {
    const bytes = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    const lastEnd = bytes.lastIndexOf(0);
    pending = Buffer.from(bytes.subarray(lastEnd + 1));
    if (lastEnd < 0) return Buffer.alloc(0);
    const messages = bytes.subarray(0, lastEnd).toString('utf8').split('\0');
    return Buffer.from(messages.map((message) => `${withoutBodyBuffers(message)}\0`).join(''), 'utf8');
  };
}
