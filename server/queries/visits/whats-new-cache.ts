/** Accounts whose What's new answer is kept; the least recently asked go first. */
const KEPT_ACCOUNTS = 1_000;

/**
 * What's new answers kept per account under a key (the data version, the account's visits and
 * saved views, the tracked ids asked about): asking again with the same key costs no comparison
 * of snapshots. One answer per account, so a new key replaces the old one.
 */
export function whatsNewCache<T>(
  kept = KEPT_ACCOUNTS,
): (accountId: number, key: string, load: () => Promise<T>) => Promise<T> {
  const answers = new Map<number, { key: string; value: Promise<T> }>();
  return (accountId, key, load) => {
    const found = answers.get(accountId);
    answers.delete(accountId);
    if (found !== undefined && found.key === key) {
      answers.set(accountId, found);
      return found.value;
    }
    const entry = { key, value: load() };
    answers.set(accountId, entry);
    // A failed load is not kept: the next open tries again.
    entry.value.catch(() => {
      if (answers.get(accountId) === entry) answers.delete(accountId);
    });
    for (const oldest of answers.keys()) {
      if (answers.size <= kept) break;
      answers.delete(oldest);
    }
    return entry.value;
  };
}
