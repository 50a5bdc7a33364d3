/**
 * Dates from the server are ISO strings (`yyyy-MM-dd`, `yyyy-MM` for months, or a full ISO
 * timestamp). They are read as calendar dates (UTC), never through the local time zone, so a
 * sale dated 2024-03-01 shows as Mar 2024 everywhere.
 */
import { monthName } from './months';

const ISO_DATE = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?/;

/** Epoch milliseconds (UTC midnight) of an ISO date, or NaN when it is not one. */
export function parseIsoDate(text: string | null | undefined): number {
  if (text === null || text === undefined) return NaN;
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return NaN;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return NaN;
  const time = Date.UTC(year, month - 1, day);
  // Reject dates that roll over (2024-02-31).
  if (new Date(time).getUTCDate() !== day) return NaN;
  return time;
}

/** 'Jan' for 1 through 'Dec' for 12 (the month's name cut to three letters); '' outside. */
export function monthAbbreviation(monthOfYear: number): string {
  return monthName(monthOfYear).slice(0, 3);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Table dates: 'MMM yyyy' (part 1 §9), e.g. "Mar 2024". */
export function formatMonthYear(text: string | null | undefined): string | null {
  const time = parseIsoDate(text);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return `${monthAbbreviation(date.getUTCMonth() + 1)} ${date.getUTCFullYear()}`;
}

/** A `yyyy-MM` month standing alone: not part of a day (`yyyy-MM-dd`) nor of a longer number. */
const ISO_MONTH_IN_TEXT = /(?<![\d-])(\d{4})-(0[1-9]|1[0-2])(?![\d-])/g;

/**
 * A history period's label with its months as table dates (part 1 §9): `2025-12` -> "Dec 2025",
 * `2025-10 - 2025-12` -> "Oct 2025 - Dec 2025"; a quarter (`2025 Q4`) or a unit type is left as it is.
 */
export function formatPeriod(text: string): string {
  return text.replace(
    ISO_MONTH_IN_TEXT,
    (_match, year: string, month: string) => `${monthAbbreviation(Number(month))} ${year}`,
  );
}

/** Whether a text holds a raw `yyyy-MM` month (one that no table date format wrote). */
export function hasRawMonth(text: string): boolean {
  return new RegExp(ISO_MONTH_IN_TEXT.source).test(text);
}

/** Popup dates: 'yyyy-MM-dd' (part 1 §9). */
export function formatIsoDay(text: string | null | undefined): string | null {
  const time = parseIsoDate(text);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Export file-name timestamp: yyyyMMdd_HHmmss in UTC. */
export function fileTimestamp(epochMs: number): string {
  const date = new Date(epochMs);
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `_${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** ISO 8601 local date and time with the UTC offset, e.g. `2026-11-21T04:05:07-05:00` (export time). */
export function isoLocalTime(epochMs: number): string {
  const date = new Date(epochMs);
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`
  );
}
