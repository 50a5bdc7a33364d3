import type { BuiltBody } from '../search-pool/built-body';

/**
 * Encoded search bodies by key (normalized search, permission set, data version, encoding),
 * least recently used first out, bounded by the bytes they hold. A Map keeps insertion order;
 * a hit is moved to the end.
 */
export class SearchCache {
  private readonly entries = new Map<string, BuiltBody>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get heldBytes(): number {
    return this.bytes;
  }

  get(key: string): BuiltBody | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: BuiltBody): void {
    if (entry.body.byteLength > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.body.byteLength;
  }
}
