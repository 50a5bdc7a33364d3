/**
 * A growing UTF-8 byte buffer for file writers: bytes are appended in place, so a 100,000-row
 * file is never held as millions of small strings, joined, then encoded a second time.
 */
const encoder = new TextEncoder();

/** Integers below this have their digits in SMALL_DIGITS: up to 3 digits, then the count. */
const SMALL_LIMIT = 1000;
const SMALL_DIGITS = new Uint8Array(SMALL_LIMIT * 4);
for (let value = 0; value < SMALL_LIMIT; value++) {
  const text = String(value);
  for (let d = 0; d < text.length; d++) SMALL_DIGITS[value * 4 + d] = text.charCodeAt(d);
  SMALL_DIGITS[value * 4 + 3] = text.length;
}

export class ByteSink {
  private buffer: Uint8Array<ArrayBuffer>;
  length = 0;

  constructor(initialBytes: number) {
    this.buffer = new Uint8Array(Math.max(1024, initialBytes));
  }

  /** Makes room for `extra` more bytes. */
  reserve(extra: number): void {
    const needed = this.length + extra;
    if (needed <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  byte(value: number): void {
    if (this.length === this.buffer.length) this.reserve(1);
    this.buffer[this.length++] = value;
  }

  bytes(value: Uint8Array): void {
    this.reserve(value.length);
    this.buffer.set(value, this.length);
    this.length += value.length;
  }

  /** Text known to be ASCII (number text): one byte per character, no encoder call. */
  ascii(text: string): void {
    this.reserve(text.length);
    const { buffer } = this;
    let at = this.length;
    for (let i = 0; i < text.length; i++) buffer[at++] = text.charCodeAt(i);
    this.length = at;
  }

  /**
   * Any text, UTF-8 encoded (at most 3 bytes per UTF-16 unit). Short ASCII text (most cells) is
   * copied by a loop: an encoder call costs more than the copy itself.
   */
  text(value: string): void {
    this.reserve(value.length * 3);
    const { buffer } = this;
    const start = this.length;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) {
        this.length = start + encoder.encodeInto(value, buffer.subarray(start)).written;
        return;
      }
      buffer[start + i] = code;
    }
    this.length = start + value.length;
  }

  /**
   * A number as `String(value)` writes it. Safe integers (most cells: counts, psf, storeys) are
   * written digit by digit without building a string.
   */
  number(value: number): void {
    const small = value | 0;
    if (small === value && small >= 0 && small < SMALL_LIMIT) {
      // Most cells (counts, psf, sizes, storeys) are small integers: copy their digits.
      this.reserve(4);
      const from = small * 4;
      const digits = SMALL_DIGITS[from + 3]!;
      for (let d = 0; d < digits; d++) this.buffer[this.length++] = SMALL_DIGITS[from + d]!;
      return;
    }
    if (!Number.isSafeInteger(value)) {
      this.ascii(String(value));
      return;
    }
    this.reserve(17);
    const { buffer } = this;
    let rest = value;
    if (rest < 0) {
      buffer[this.length++] = 45;
      rest = -rest;
    }
    let digits = 1;
    for (let scale = 10; scale <= rest; scale *= 10) digits++;
    let at = this.length + digits;
    this.length = at;
    do {
      const next = Math.floor(rest / 10);
      buffer[--at] = 48 + (rest - next * 10);
      rest = next;
    } while (rest > 0);
  }

  /** A copy of the bytes written so far; the sink is then empty and keeps its buffer for more. */
  drain(): Uint8Array<ArrayBuffer> {
    const bytes = this.buffer.slice(0, this.length);
    this.length = 0;
    return bytes;
  }

  /** The bytes written, in an ArrayBuffer of their exact size. */
  finish(): ArrayBuffer {
    return this.buffer.slice(0, this.length).buffer;
  }
}
