/**
 * Adding a filter is one change in the definitions (part 1 §3): a numeric range declared only
 * there decodes from the URL and filters rows in the worker, and, as an API filter, is accepted
 * by the server's market-history query parsing.
 */
import { describe, expect, it } from 'vitest';
import type { SearchFilterDefinition } from '@contract/filter-definitions';
import { buildDataset } from '@contract/columnar-dataset';
import { decodeClientParams } from '@contract/client-params';
import { prepareDataset, runView } from '@workers/ops/view';
import { marketHistoryQuerySchema, marketHistoryQuerySchemaFor } from '@server/routes/urban/query-schemas';
import { parseQuery } from '@server/http/validate';
import { MONTHS_TO_70_SOLD, projectFiltersOf, projectSearchFilters } from '@test-support/filter-definitions';
import { PROJECT_COLUMNS, PROJECT_ROWS } from '@test-support/engine-fixtures';

const WITH_MONTHS = projectSearchFilters({ definition: MONTHS_TO_70_SOLD, standing: 'condo_resale' });

/** An API filter: the server's stem gives `unsold-units-min` / `unsold-units-max` (part 1 §7). */
const UNSOLD_UNITS: SearchFilterDefinition = {
  type: 'numberRange',
  name: 'unsoldUnits',
  label: 'Unsold Units',
  field: 'unsold_units',
  apiParam: 'unsold-units',
  min: 0,
  max: 500,
};
const WITH_UNSOLD = projectSearchFilters({ definition: UNSOLD_UNITS, standing: 'purpose-built_construction' });

describe('a filter added only in the definitions', () => {
  it('is offered on its standing alone', () => {
    const names = (type: 'condo' | 'purpose-built', standing: Parameters<typeof projectFiltersOf>[1]) =>
      projectFiltersOf(type, standing, 'project-search', WITH_MONTHS).map((definition) => definition.name);
    expect(names('condo', 'resale')).toContain('monthsTo70Sold');
    expect(names('condo', 'active')).not.toContain('monthsTo70Sold');
    expect(projectFiltersOf('condo', 'resale')).not.toContainEqual(MONTHS_TO_70_SOLD);
  });

  it('decodes from the URL and filters rows in the worker by its field', () => {
    const filters = projectFiltersOf('condo', 'resale', 'project-search', WITH_MONTHS);
    const decoded = decodeClientParams({ monthsTo70SoldFrom: '10', 'monthsTo70Sold.to': '30' }, { filters });
    expect(decoded.predicates).toEqual([{ kind: 'range', field: 'months_to_70_sold', from: 10, to: 30 }]);
    expect(decoded.activeFilterCount).toBe(1);
    expect(decoded.unknown).toEqual([]);

    const prepared = prepareDataset(buildDataset(PROJECT_ROWS, PROJECT_COLUMNS), 'projects');
    const rowsWithin = (from: number, to: number) => {
      const view = runView(prepared, {
        clientParams: { monthsTo70SoldFrom: String(from), monthsTo70SoldTo: String(to) },
        context: { projectType: 'condo', projectStanding: 'resale', filters },
        sort: null,
        visibleColumns: null,
      });
      return [...view.rows].map((row) => PROJECT_ROWS[row]!['months_to_70_sold']);
    };
    const months = PROJECT_ROWS.map((row) => row['months_to_70_sold']).filter(
      (value): value is number => typeof value === 'number',
    );
    expect(months.length).toBeGreaterThan(0);
    const lowest = Math.min(...months);
    expect(rowsWithin(lowest, lowest)).toEqual([lowest]);
    expect(rowsWithin(0, 1000).sort()).toEqual([...months].sort());
  });

  it('without the definition, the same params are reported and filter nothing', () => {
    const filters = projectFiltersOf('condo', 'resale');
    const decoded = decodeClientParams({ monthsTo70SoldFrom: '10' }, { filters });
    expect(decoded.predicates).toEqual([]);
    expect(decoded.unknown).toEqual(['monthsTo70SoldFrom']);
    expect(decoded.activeFilterCount).toBe(0);
  });

  it('as an API filter, is offered on market history and accepted by the server query parsing', () => {
    expect(
      projectFiltersOf('purpose-built', 'construction', 'market-history', WITH_UNSOLD).map((d) => d.name),
    ).toContain('unsoldUnits');
    const schema = marketHistoryQuerySchemaFor(WITH_UNSOLD);
    const parsed = parseQuery(schema, { query: { 'unsold-units-min': '5', 'unsold-units-max': '40' } }) as Record<
      string,
      unknown
    >;
    expect(parsed['unsold-units-min']).toBe(5);
    expect(parsed['unsold-units-max']).toBe(40);
    expect(() => parseQuery(schema, { query: { 'unsold-units-min': 'many' } })).toThrow(
      'Invalid query parameter "unsold-units-min": expected a number',
    );
    // The served definitions do not declare it: the server ignores the param.
    const served = parseQuery(marketHistoryQuerySchema, { query: { 'unsold-units-min': '5' } }) as Record<
      string,
      unknown
    >;
    expect(served['unsold-units-min']).toBeUndefined();
  });
});
