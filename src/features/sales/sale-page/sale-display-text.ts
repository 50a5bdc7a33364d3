import { parseIsoDate } from '@contract/dates';
import { formatCell } from '@contract/format';
import { stripHtmlTags } from '@contract/project-display';
import type { SaleDisplayPayload, SaleDisplayProperty } from '@contract/sales-display';
import { SALE_HEADER_MAX_ADDRESSES, SALE_LOCATION_MAX_LABELS } from './sale-page-constants';

/** Pure rules of the sale page's text (part 2 §2.6), kept apart from the markup so they are testable. */

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-CA', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The sale date as day MONTH year ("5 March 2024"), read as a calendar day; null when it is not a date. */
export function saleDateText(isoDate: string): string | null {
  const time = parseIsoDate(isoDate);
  if (Number.isNaN(time)) return null;
  const parts = DAY_MONTH_YEAR.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** Land-area text rows show m2 as the square-metre sign. */
export function withSquareMetres(text: string): string {
  return text.replace(/\bm2\b/g, 'm²');
}

/** A land-area summary line split at the at-sign, e.g. ["Land Area: 2.10 acres", "$1,234 per acre"]. */
export function splitAtSign(line: string): string[] {
  return line
    .split('@')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** The number a price cell holds: its digits (and decimal point), so "$1,250,000" reads as 1250000. */
export function priceCellValue(cell: number | string): number {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 0;
  const digits = cell.replace(/[^\d.]/g, '');
  const value = Number(digits);
  return digits === '' || Number.isNaN(value) ? 0 : value;
}

/** A price on the sale page, as the sales tables write prices: dollars, thousands separators, no cents (part 2 §9). */
export function salePriceText(value: number | string): string {
  return formatCell({ format: 'currency' }, priceCellValue(value));
}

/** The Sale Price table's Total: the sum of the price cells, only when there are several rows. */
export function salePriceTotal(cells: ReadonlyArray<number | string>): number | null {
  if (cells.length < 2) return null;
  return cells.reduce<number>((sum, cell) => sum + priceCellValue(cell), 0);
}

/** The sale's properties in order (the payload keys them by id, in the sale's property order). */
export function saleProperties(sale: Pick<SaleDisplayPayload, 'properties'>): SaleDisplayProperty[] {
  return Object.values(sale.properties);
}

/** The header's addresses (at most 3) and whether the full list has more. */
export function headerAddresses(properties: readonly SaleDisplayProperty[]): { shown: string[]; more: boolean } {
  const addresses = properties.map((property) => property.full_address).filter((address) => address !== '');
  return { shown: addresses.slice(0, SALE_HEADER_MAX_ADDRESSES), more: addresses.length > SALE_HEADER_MAX_ADDRESSES };
}

/** A mortgage's non-empty label/value pairs, values as text with tags stripped (notes may hold HTML). */
export function mortgagePairs(
  pairs: ReadonlyArray<{ label: string; value: string }>,
): Array<{ label: string; value: string }> {
  return pairs
    .map((pair) => ({ label: pair.label, value: stripHtmlTags(pair.value ?? '') }))
    .filter((pair) => pair.label.trim() !== '' && pair.value !== '');
}

/** The location letter of the property at an index: A to Z, null from the 27th on. */
export function locationLetter(index: number): string | null {
  if (index < 0 || index >= SALE_LOCATION_MAX_LABELS) return null;
  return String.fromCharCode('A'.charCodeAt(0) + index);
}

/**
 * The colour of a lettered location: 26 hues around the wheel, dark enough for white letters
 * (WCAG AA on every hue), so neighbouring letters never look alike.
 */
export function locationColour(index: number): string {
  const hue = Math.round((index * 360 * 7) / SALE_LOCATION_MAX_LABELS) % 360;
  return `hsl(${hue}, 70%, 30%)`;
}
