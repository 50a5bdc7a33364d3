import { describe, expect, it } from 'vitest';
import { ARROW_STREAM_TYPE } from '@contract/arrow-search';
import { searchBodyFormat } from '@server/http/body-encoding';

describe('Accept negotiation of a search body (RFC 9110 §12.5.1)', () => {
  it.each([
    [undefined, 'json'],
    ['', 'json'],
    ['application/json', 'json'],
    ['*/*', 'json'],
    ['text/html,application/xhtml+xml,*/*;q=0.8', 'json'],
    [ARROW_STREAM_TYPE, 'arrow'],
    [`${ARROW_STREAM_TYPE}, application/json;q=0.5`, 'arrow'],
    [`application/json, ${ARROW_STREAM_TYPE};q=0.5`, 'json'],
    [`${ARROW_STREAM_TYPE};q=0`, 'json'],
    [`${ARROW_STREAM_TYPE};q=abc`, 'json'],
    [`${ARROW_STREAM_TYPE.toUpperCase()}`, 'arrow'],
    ['application/vnd.apache.arrow.file', 'json'],
  ])('Accept %s: %s', (accept, format) => {
    expect(searchBodyFormat(accept)).toBe(format);
  });
});
