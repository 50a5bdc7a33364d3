/**
 * A load whose answer depends only on the data (the search options every subscriber loads at
 * start), kept until the data version changes (data-version.ts: a new seed or migration). The
 * sales options alone took about 260 ms of the request thread's CPU per call on the scale-1
 * data (their filter bounds scan every sale), time during which no other request, a whoami or a
 * login, was answered (README "The server under load").
 */
export function perDataVersion<T>(dataVersion: () => Promise<string>, load: () => Promise<T>): () => Promise<T> {
  let kept: { version: string; value: Promise<T> } | null = null;
  return async () => {
    const version = await dataVersion();
    if (kept === null || kept.version !== version) {
      const value = load();
      const entry = { version, value };
      kept = entry;
      // A failed load is not kept: the next call tries again.
      value.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.value;
  };
}
