import { describe, expect, it } from 'vitest';
import { ByteSink } from '@workers/ops/byte-sink';

const decoded = (sink: ByteSink) => new TextDecoder().decode(sink.finish());

describe('ByteSink', () => {
  it('writes numbers exactly as String() does', () => {
    const numbers = [
      0,
      -0,
      7,
      10,
      99,
      100,
      65535,
      65536,
      -5,
      -120,
      2 ** 53 - 1,
      2 ** 53,
      1e21,
      0.1,
      0.4523809523809524,
      -3.5,
      1e-7,
      NaN,
      Infinity,
    ];
    const sink = new ByteSink(1);
    for (const value of numbers) {
      sink.number(value);
      sink.byte(44);
    }
    expect(decoded(sink)).toBe(numbers.map((value) => `${String(value)},`).join(''));
  });

  it('encodes non-ASCII text as UTF-8 and grows past its first size', () => {
    const sink = new ByteSink(1);
    const text = 'Étobicoke – Lakeshore, 東京 🏙️ ';
    for (let i = 0; i < 200; i++) sink.text(text);
    sink.ascii('end');
    expect(decoded(sink)).toBe(text.repeat(200) + 'end');
  });

  it('drains the bytes written so far as a copy, and carries on empty', () => {
    const sink = new ByteSink(4);
    sink.text('<row r="1">Énorme</row>');
    const first = sink.drain();
    expect(sink.length).toBe(0);
    sink.text('<row r="2"/>');
    const second = sink.drain();
    const utf8 = new TextDecoder();
    // The first batch is not overwritten by the second: the writer hands each to deflate as it is.
    expect(utf8.decode(first)).toBe('<row r="1">Énorme</row>');
    expect(utf8.decode(second)).toBe('<row r="2"/>');
  });
});
