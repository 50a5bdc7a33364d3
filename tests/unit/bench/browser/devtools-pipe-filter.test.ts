import { describe, expect, it } from 'vitest';
import { devtoolsCommandFilter, NO_BODY_BUFFERS, withoutBodyBuffers } from '@bench/browser/devtools-pipe-filter';

const message = (command: object): string => `${JSON.stringify(command)}\0`;

describe('the benchmarks’ DevTools pipe filter', () => {
  it('asks every Network.enable for no body buffers, keeping its id, session and other params', () => {
    const rewritten = JSON.parse(
      withoutBodyBuffers(
        JSON.stringify({ id: 7, sessionId: 'S', method: 'Network.enable', params: { maxPostDataSize: 9 } }),
      ),
    ) as unknown;
    expect(rewritten).toEqual({
      id: 7,
      sessionId: 'S',
      method: 'Network.enable',
      params: { ...NO_BODY_BUFFERS, maxPostDataSize: 9 },
    });
    const withoutParams = JSON.parse(
      withoutBodyBuffers(JSON.stringify({ id: 8, method: 'Network.enable' })),
    ) as unknown;
    expect(withoutParams).toEqual({ id: 8, method: 'Network.enable', params: NO_BODY_BUFFERS });
  });

  it('keeps buffer sizes a command sets itself, and leaves other commands byte for byte', () => {
    const own = JSON.stringify({ id: 1, method: 'Network.enable', params: { maxResourceBufferSize: 5 } });
    expect(JSON.parse(withoutBodyBuffers(own))).toMatchObject({
      params: { maxResourceBufferSize: 5, maxTotalBufferSize: 0 },
    });
    const other = '{"id":2,"method":"Runtime.evaluate","params":{"expression":"\\"Network.enable\\""}}';
    expect(withoutBodyBuffers(other)).toBe(other);
  });

  it('passes whole messages on, holding a message split across chunks until its NUL', () => {
    const filter = devtoolsCommandFilter();
    const first = message({ id: 1, method: 'Page.enable' });
    const second = message({ id: 2, method: 'Network.enable', params: { é: 'ü' } });
    const bytes = Buffer.from(first + second, 'utf8');
    const split = Buffer.byteLength(first, 'utf8') + 10;
    const out = [filter(bytes.subarray(0, 3)), filter(bytes.subarray(3, split)), filter(bytes.subarray(split))];
    expect(out.map((b) => b.toString('utf8'))).toEqual([
      '',
      first,
      message({ id: 2, method: 'Network.enable', params: { ...NO_BODY_BUFFERS, é: 'ü' } }),
    ]);
  });
});
