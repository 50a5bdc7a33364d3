/**
 * Reading a search response (part 1 §7: data, tableHeaders.data, clamped, clamped_message) and
 * the options present in its rows.
 */
import type { ColumnDefinition } from '@contract/columns';
import type { SearchRow } from '@contract/search';
import type { PresentOptions, ResultKind } from '@contract/engine';
import { cellAt, type ColumnarDataset } from '@contract/columnar-dataset';
import { RESULT_KINDS } from '../ops/result-kinds';
import { ReplyError } from './engine-reply';

export interface ParsedResult {
  rows: SearchRow[];
  columns: ColumnDefinition[];
  clamped: boolean;
  clampedMessage: string | null;
  tableNote: string | null;
  tableNoteFooter: string | null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Reads a search envelope; sales endpoints wrap rows as `data: [{ data: rows }]` (part 2 §7). */
export function parseSearchResponse(body: unknown, kind: ResultKind): ParsedResult {
  if (!isRecord(body)) throw new ReplyError({ name: 'ParseError', message: 'Search response is not an object' });
  let rows: unknown = body['data'];
  if (RESULT_KINDS[kind].rows === 'nestedData') {
    const first = Array.isArray(rows) ? rows[0] : undefined;
    rows =
      isRecord(first) && Array.isArray(first['data'])
        ? first['data']
        : Array.isArray(rows) && rows.length === 0
          ? []
          : rows;
  }
  if (!Array.isArray(rows)) throw new ReplyError({ name: 'ParseError', message: 'Search response has no data list' });
  const headers = body['tableHeaders'];
  const columns = isRecord(headers) && Array.isArray(headers['data']) ? (headers['data'] as ColumnDefinition[]) : [];
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    rows: rows.filter(isRecord) as SearchRow[],
    columns,
    clamped: body['clamped'] === true,
    clampedMessage: text(body['clamped_message']),
    tableNote: text(body['tableNote']),
    tableNoteFooter: text(body['tableNoteFooter']),
  };
}

function namesOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string' && value !== '') into.add(value);
  else if (Array.isArray(value)) for (const entry of value) namesOf(entry, into);
  else if (value !== null && typeof value === 'object') {
    const name = (value as Record<string, unknown>)['name'];
    if (typeof name === 'string' && name !== '') into.add(name);
  }
}

/** Developers, property managers and owners present in the rows (part 1 §5), read by column. */
export function presentOptionsOf(dataset: ColumnarDataset): PresentOptions {
  const developers = new Set<string>();
  const managers = new Set<string>();
  const owners = new Set<string>();
  const column = (field: string) => dataset.fields.get(field);
  const [developersColumn, developerColumn] = [column('developers'), column('developer')];
  const [managersColumn, managerColumn] = [column('property_managers'), column('property_manager')];
  const ownerColumn = column('proposed_developer_owner');
  for (let row = 0; row < dataset.rowCount; row++) {
    namesOf(cellAt(developersColumn, row) ?? cellAt(developerColumn, row), developers);
    namesOf(cellAt(managersColumn, row) ?? cellAt(managerColumn, row), managers);
    namesOf(cellAt(ownerColumn, row), owners);
  }
  const sorted = (set: Set<string>) => [...set].sort((a, b) => a.localeCompare(b));
  return { developers: sorted(developers), propertyManagers: sorted(managers), owners: sorted(owners) };
}
