import { describe, expect, it } from 'vitest';
import { parseQueryString } from '@server/http/query-parser';

describe('parseQueryString', () => {
  it('reads a single plain key as a string', () => {
    expect(parseQueryString('year=2026&qtr=3')).toEqual({ year: '2026', qtr: '3' });
  });

  it('reads keys ending in [] as lists, even with one value', () => {
    expect(parseQueryString('regionId[]=1')).toEqual({ regionId: ['1'] });
    expect(parseQueryString('regionId%5B%5D=1&regionId%5B%5D=2')).toEqual({ regionId: ['1', '2'] });
    expect(parseQueryString('subproperty-type[]=4&subproperty-type[]=9')).toEqual({ 'subproperty-type': ['4', '9'] });
  });

  it('reads repeated plain keys as lists', () => {
    expect(parseQueryString('regionId=1&regionId=2&regionId=3')).toEqual({ regionId: ['1', '2', '3'] });
  });

  it('merges plain and [] spellings of the same key', () => {
    expect(parseQueryString('regionId=1&regionId[]=2')).toEqual({ regionId: ['1', '2'] });
  });

  it('decodes percent-escapes and plus signs', () => {
    expect(parseQueryString('text-search=King%20St+West&q=a%2Bb')).toEqual({ 'text-search': 'King St West', q: 'a+b' });
  });

  it('keeps blank values (validation decides they count as absent)', () => {
    expect(parseQueryString('year=&qtr')).toEqual({ year: '', qtr: '' });
  });

  it('cannot reach an object prototype', () => {
    const parsed = parseQueryString('__proto__=polluted&constructor=x');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores a bare [] key', () => {
    expect(parseQueryString('[]=1&a=2')).toEqual({ a: '2' });
  });
});
