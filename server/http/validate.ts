import { z } from 'zod';
import {
  decodeGeoFilter,
  GEO_FILTER_MAX_POINTS,
  GEO_FILTER_MIN_POINTS,
  isGeoFilterPolygon,
} from '@contract/geo-filter';
import { isIsoMonth } from '@contract/months';
import { toUrlSafeText } from '@contract/url-safe';
import { badRequest } from './http-error';

/**
 * Query and path validation for API routes. Every helper expects the raw value from
 * `parseQueryString` (a string, or a list for repeated keys) and says in its message what it
 * expected, so a malformed request gets a 400 naming the parameter, never a 500 or a silent empty
 * result, e.g.
 * `Invalid query parameter "year": expected a whole number`.
 *
 * Helpers are required; add `.optional()` for optional parameters. Unknown parameters are
 * ignored, and blank values count as absent (part 1 §5: "blank values are ignored").
 */

const REQUIRED = 'is required';
const SINGLE = 'expected a single value';

/** The first error message of a single-valued parameter: missing, repeated, or malformed. */
function singleValueError(expected: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? REQUIRED : Array.isArray(issue.input) ? SINGLE : `expected ${expected}`;
}

function singleString(expected: string) {
  return z.string({ error: singleValueError(expected) });
}

function listOfStrings(expected: string) {
  return z
    .union([z.string(), z.array(z.string())], {
      error: (issue) => (issue.input === undefined ? REQUIRED : `expected ${expected}`),
    })
    .transform((value) => (Array.isArray(value) ? value : [value]));
}

const WHOLE_NUMBER = /^-?\d{1,15}$/;
const DECIMAL_NUMBER = /^-?(\d{1,15}(\.\d*)?|\.\d+)$/;
const ID = /^\d{1,15}$/;

export function wholeNumber(range: { min?: number; max?: number } = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = range;
  const expected =
    range.min !== undefined && range.max !== undefined
      ? `a whole number from ${min} to ${max}`
      : range.min !== undefined
        ? `a whole number of at least ${min}`
        : range.max !== undefined
          ? `a whole number of at most ${max}`
          : 'a whole number';
  return singleString(expected)
    .regex(WHOLE_NUMBER, `expected ${expected}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `expected ${expected}`);
}

export function number() {
  return singleString('a number').regex(DECIMAL_NUMBER, 'expected a number').transform(Number);
}

/** `regionId[]=1&regionId[]=2` (or a single `regionId=1`) as `[1, 2]`. */
export function idList() {
  const expected = 'a list of whole-number ids';
  return listOfStrings(expected).pipe(
    z.array(z.string().regex(ID, `expected ${expected}`)).transform((ids) => ids.map(Number)),
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  const expected = `one of ${values.join(', ')}`;
  return z.enum(values, { error: singleValueError(expected) });
}

export function listOf<const T extends readonly [string, ...string[]]>(values: T) {
  const expected = `a list of ${values.join(', ')}`;
  return listOfStrings(expected).pipe(z.array(z.enum(values, { error: `expected ${expected}` })));
}

/** yyyy-mm-dd, a real calendar date; kept as text (the database stores dates as text). */
export function isoDate() {
  return singleString('a date as yyyy-mm-dd').refine(isCalendarDate, 'expected a date as yyyy-mm-dd');
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** yyyy-mm, kept as text. */
export function yearMonth() {
  return singleString('a month as yyyy-mm').refine(isIsoMonth, 'expected a month as yyyy-mm');
}

/** Flag filters accept 'true' or 'false' only (part 1 §5). */
export function flag() {
  return z
    .enum(['true', 'false'], { error: singleValueError("'true' or 'false'") })
    .transform((value) => value === 'true');
}

/** More vertices than a hand-drawn polygon has; a longer one is a malformed or hostile request. */
/** A map polygon in the URL's geoFilter encoding (part 1 §5), as its points. */
export function geoFilterPolygon() {
  const expected = `a geoFilter polygon of ${GEO_FILTER_MIN_POINTS} to ${GEO_FILTER_MAX_POINTS} points`;
  return singleString(expected).transform((text, context) => {
    const points = decodeGeoFilter(text);
    if (!isGeoFilterPolygon(points) || points.length > GEO_FILTER_MAX_POINTS) {
      context.addIssue({ code: 'custom', message: `expected ${expected}` });
      return z.NEVER;
    }
    return points;
  });
}

/**
 * Part 1 §5: characters other than letters (accented ones too), digits, space, '-', '_', '.', '~'
 * are stripped; empty becomes null. The rule is the UI's own (contract/url-safe.ts).
 */
export function urlSafeText() {
  return singleString('text').transform(toUrlSafeText);
}

export type ParameterKind = 'query parameter' | 'path parameter';

/** Validates `request.query`; throws a 400 naming the first offending parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, request: { query: unknown }): z.output<S> {
  return parseParameters(schema, withoutBlanks(request.query), 'query parameter');
}

/** Validates `request.params` (e.g. an unknown standing in the path). */
export function parseParams<S extends z.ZodType>(schema: S, request: { params: unknown }): z.output<S> {
  return parseParameters(schema, request.params, 'path parameter');
}

function parseParameters<S extends z.ZodType>(schema: S, input: unknown, kind: ParameterKind): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.map(String).join('.') ?? '';
  if (!issue || name === '') throw badRequest(`Invalid ${kind}s`);
  if (issue.message === REQUIRED) throw badRequest(`Missing ${kind} "${name.replace(/\.\d+$/, '')}"`);
  // A list item's path ends in its index; the client knows the parameter by its name.
  throw badRequest(`Invalid ${kind} "${name.replace(/\.\d+$/, '')}": ${issue.message}`);
}

function withoutBlanks(query: unknown): Record<string, unknown> {
  if (typeof query !== 'object' || query === null) return {};
  const kept = Object.entries(query).flatMap(([key, value]): Array<[string, unknown]> => {
    if (value === '') return [];
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== '');
      return items.length === 0 ? [] : [[key, items]];
    }
    return [[key, value]];
  });
  return Object.fromEntries(kept);
}
