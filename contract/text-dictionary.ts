/**
 * Texts as codes into their distinct values, in first-use order (-1 for a missing text). The one
 * dictionary builder of the server's Arrow columns (server/http/arrow-columns.ts, where several
 * columns may fill one dictionary) and of the engine's text columns built from JSON rows
 * (contract/columnar-dataset.ts), so both give a text the same code for the same rows.
 */
export class TextDictionary {
  /** The distinct texts, by code. */
  readonly entries: string[] = [];
  private readonly codeOf = new Map<string, number>();

  /** The text's code, added at the end when it is new. */
  code(text: string): number {
    let code = this.codeOf.get(text);
    if (code === undefined) {
      code = this.entries.length;
      this.entries.push(text);
      this.codeOf.set(text, code);
    }
    return code;
  }

  /** Each text's code, -1 for a missing one (null, undefined or not a text). */
  codes(texts: ArrayLike<unknown>): Int32Array {
    const codes = new Int32Array(texts.length);
    for (let i = 0; i < texts.length; i++) {
      const text = texts[i];
      codes[i] = typeof text === 'string' ? this.code(text) : -1;
    }
    return codes;
  }
}
