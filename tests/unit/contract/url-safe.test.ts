import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fullTextOf, fullTextWords, matchesFullText } from '@contract/full-text';
import { hasUnsafeCharacters, toUrlSafeText } from '@contract/url-safe';
import { urlSafeText } from '@server/http/validate';
import { withFullTextSearch as withProjectText } from '@contract/project-search-state';
import { withFullTextSearch as withSalesText } from '@src/features/sales/search/sales-search-state';

describe('url-safe text (part 1 §5)', () => {
  it('keeps letters, digits, space, - _ . ~ and strips the rest; empty becomes null', () => {
    expect(toUrlSafeText('King St. W #100 & Co~_-')).toBe('King St. W 100  Co~_-');
    expect(toUrlSafeText('Île-Bizard')).toBe('Île-Bizard');
    expect(toUrlSafeText('%$#')).toBeNull();
    expect(toUrlSafeText('  ')).toBeNull();
    expect(hasUnsafeCharacters('a/b')).toBe(true);
    expect(hasUnsafeCharacters('a b')).toBe(false);
  });

  it('keeps accented letters, also typed as a letter and a combining accent', () => {
    expect(toUrlSafeText('Montréal')).toBe('Montréal');
    expect(toUrlSafeText('Montre\u0301al')).toBe('Montréal');
    expect(hasUnsafeCharacters('Montre\u0301al')).toBe(false);
    expect(toUrlSafeText('Saint-Léonard <b>')).toBe('Saint-Léonard b');
  });

  it("the server's query schema and the UI's search state strip a text alike", () => {
    const server = z.object({ text: urlSafeText().optional() });
    for (const typed of ['Montréal', 'Montre\u0301al Road', 'Île-Bizard & Co.', '<script>', 'King St. ', '%%']) {
      const ui = toUrlSafeText(typed) ?? undefined;
      expect(withProjectText({}, typed).fullTextSearch, typed).toBe(ui);
      expect(withSalesText({}, typed).fullTextSearch, typed).toBe(ui);
      expect(server.parse({ text: typed }).text ?? undefined, typed).toBe(ui);
    }
  });
});

describe('full text search (README "Full text search")', () => {
  it('every word must occur, accents and case aside, in any of the named fields', () => {
    const text = fullTextOf(['The Terra Commons', '4 Montréal Boulevard East', null, 'Northbridge Homes']);
    expect(text).toBe('the terra commons 4 montreal boulevard east northbridge homes');
    for (const search of ['Montréal', 'MONTREAL', 'montreal EAST', 'terra north', 'réal bou'])
      expect(matchesFullText(fullTextWords(search), text), search).toBe(true);
    for (const search of ['Montréal West', 'terra-commons', 'Toronto'])
      expect(matchesFullText(fullTextWords(search), text), search).toBe(false);
  });

  it('the searched text is stripped like the search text, and a blank search has no words', () => {
    expect(fullTextWords("O'Brien & Sons")).toEqual(['obrien', 'sons']);
    expect(matchesFullText(fullTextWords("O'Brien"), fullTextOf(["O'Brien Holdings Inc."]))).toBe(true);
    expect(fullTextWords('  ')).toEqual([]);
    expect(fullTextWords('%$#')).toEqual([]);
    expect(fullTextWords(null)).toEqual([]);
    expect(matchesFullText([], fullTextOf(['anything']))).toBe(true);
  });
});
