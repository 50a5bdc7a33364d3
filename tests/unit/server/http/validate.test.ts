import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseQueryString } from '@server/http/query-parser';
import {
  flag,
  idList,
  isoDate,
  listOf,
  number,
  oneOf,
  parseParams,
  parseQuery,
  urlSafeText,
  wholeNumber,
  yearMonth,
} from '@server/http/validate';

const schema = z.object({
  year: wholeNumber(),
  qtr: wholeNumber({ min: 1, max: 4 }).optional(),
  regionId: idList().optional(),
  standing: oneOf(['active', 'resale', 'rental', 'proposed']).optional(),
  from: isoDate().optional(),
  month: yearMonth().optional(),
  soldOut: flag().optional(),
  text: urlSafeText().optional(),
  psf: number().optional(),
  kind: listOf(['condo', 'purpose-built']).optional(),
});

const parse = (query: string) => parseQuery(schema, { query: parseQueryString(query) });
const errorOf = (query: string) => {
  try {
    parse(query);
  } catch (error) {
    return { status: (error as { statusCode?: number }).statusCode, message: (error as Error).message };
  }
  throw new Error(`expected ${query} to be rejected`);
};

describe('parseQuery', () => {
  it('converts valid values', () => {
    expect(
      parse(
        'year=2026&qtr=3&regionId[]=1&regionId[]=20&standing=resale&from=2024-02-29&month=2026-09&soldOut=false&text=King%20St.&psf=1234.5&kind=condo',
      ),
    ).toEqual({
      year: 2026,
      qtr: 3,
      regionId: [1, 20],
      standing: 'resale',
      from: '2024-02-29',
      month: '2026-09',
      soldOut: false,
      text: 'King St.',
      psf: 1234.5,
      kind: ['condo'],
    });
  });

  it('ignores unknown parameters', () => {
    expect(parse('year=2026&utm_source=mail')).toEqual({ year: 2026 });
  });

  it('treats blank values as absent (part 1 §5)', () => {
    expect(parse('year=2026&qtr=&regionId[]=')).toEqual({ year: 2026 });
  });

  it.each([
    ['year=abc', 'Invalid query parameter "year": expected a whole number'],
    ['year=1.5', 'Invalid query parameter "year": expected a whole number'],
    ['year=2026&year=2027', 'Invalid query parameter "year": expected a single value'],
    ['year=2026&qtr=5', 'Invalid query parameter "qtr": expected a whole number from 1 to 4'],
    ['year=2026&regionId[]=x', 'Invalid query parameter "regionId": expected a list of whole-number ids'],
    ['year=2026&regionId[]=1&regionId[]=-2', 'Invalid query parameter "regionId": expected a list of whole-number ids'],
    [
      'year=2026&standing=sideways',
      'Invalid query parameter "standing": expected one of active, resale, rental, proposed',
    ],
    ['year=2026&from=2025-02-29', 'Invalid query parameter "from": expected a date as yyyy-mm-dd'],
    ['year=2026&from=2025-2-1', 'Invalid query parameter "from": expected a date as yyyy-mm-dd'],
    ['year=2026&month=2026-13', 'Invalid query parameter "month": expected a month as yyyy-mm'],
    ['year=2026&soldOut=yes', "Invalid query parameter \"soldOut\": expected 'true' or 'false'"],
    ['year=2026&psf=12abc', 'Invalid query parameter "psf": expected a number'],
    ['year=2026&kind[]=condo&kind[]=castle', 'Invalid query parameter "kind": expected a list of condo, purpose-built'],
    ['qtr=1', 'Missing query parameter "year"'],
    ['year=', 'Missing query parameter "year"'],
  ])('rejects %s with a 400 naming the parameter', (query, message) => {
    expect(errorOf(query)).toEqual({ status: 400, message });
  });

  it('strips characters that are not url safe and turns empty text into null (part 1 §5)', () => {
    expect(parse('year=1&text=%3Cscript%3Ealert(1)%3C%2Fscript%3E').text).toBe('scriptalert1script');
    expect(parse('year=1&text=a_b-c~d.e').text).toBe('a_b-c~d.e');
    expect(parse('year=1&text=%25%24%23').text).toBeNull();
  });
});

describe('parseParams', () => {
  it('names the path parameter', () => {
    const params = z.object({ projectStanding: oneOf(['active', 'resale']) });
    expect(parseParams(params, { params: { projectStanding: 'active' } })).toEqual({ projectStanding: 'active' });
    expect(() => parseParams(params, { params: { projectStanding: 'sideways' } })).toThrow(
      'Invalid path parameter "projectStanding": expected one of active, resale',
    );
  });
});
