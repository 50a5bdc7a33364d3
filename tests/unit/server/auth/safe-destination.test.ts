import { describe, expect, it } from 'vitest';
import { DEFAULT_DESTINATION, destinationWithQuery, safeDestination } from '@server/auth/safe-destination';

describe('safeDestination', () => {
  it.each(['/database/', '/database/project/project-search?year=2026', '/user/password', '/database/sale/12#top'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeDestination(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'database/',
    '',
    '/user/login',
    '/user/logout?x=1',
  ])('refuses %j and falls back to the app', (path) => {
    expect(safeDestination(path)).toBe(DEFAULT_DESTINATION);
  });

  it('refuses non-text values', () => {
    expect(safeDestination(['/a', '/b'])).toBe(DEFAULT_DESTINATION);
    expect(safeDestination(undefined)).toBe(DEFAULT_DESTINATION);
  });

  it('percent-encodes what would break a Location header', () => {
    expect(safeDestination('/database/a b"<x>')).toBe('/database/a%20b%22%3Cx%3E');
  });
});

describe('destinationWithQuery', () => {
  it('appends q with ? or &, before any fragment', () => {
    expect(destinationWithQuery('/database/project', 'N4Ig')).toBe('/database/project?q=N4Ig');
    expect(destinationWithQuery('/database/project?x=1', 'N4Ig')).toBe('/database/project?x=1&q=N4Ig');
    expect(destinationWithQuery('/database/project#map', 'N4Ig')).toBe('/database/project?q=N4Ig#map');
  });

  it('passes q through untouched, only escaped for the URL', () => {
    const q = 'N4IgdghgtgpiBcIDCBXAzgFwPYCcEBoQAHAe3YJQBU$+-';
    const url = new URL(destinationWithQuery('/database/', q), 'http://x');
    expect(url.searchParams.get('q')).toBe(q);
  });

  it('leaves the destination alone without q', () => {
    expect(destinationWithQuery('/database/', '')).toBe('/database/');
  });
});
