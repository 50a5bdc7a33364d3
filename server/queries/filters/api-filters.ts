import { sql, type Expression, type SqlBool } from 'kysely';
import {
  apiRangeParamSpellings,
  type RadioFilterDefinition,
  type SearchFilterDefinition,
} from '@contract/filter-definitions';
import type { FilterColumns } from './filter-columns';

/**
 * The one server rule that applies the advanced filters with an API parameter (part 1 §7
 * markethistory list, part 2 §7 rental calls) to a query, for every search and history endpoint:
 * each definition tests its source's column (filter-columns.ts) by its type and rule, the same
 * rule the worker's client filter applies to the row field (contract/client-params.ts), so both
 * keep the same rows. Values are bound parameters, never spliced into the SQL.
 */

/** The parsed query of an endpoint (server/http/api-filter-schema.ts): numbers, dates, ids, flags, text. */
export type ApiFilterParams = Readonly<Record<string, unknown>>;

export interface ApiFilterOptions {
  /**
   * Apply a radio's default when its parameter is absent and the standing says so (part 1 §5:
   * new condos leave cancelled and on-hold projects out unless asked). Totals endpoints do; an
   * endpoint of rows leaves them to the client filter, which may still ask for them.
   */
  absentDefaults: boolean;
}

function firstOf(params: ApiFilterParams, keys: readonly string[]): unknown {
  for (const key of keys) if (params[key] !== undefined && params[key] !== null) return params[key];
  return undefined;
}

/** A bound of a range: a number or an ISO date text (dates compare as text: yyyy-mm-dd). */
function bound(value: unknown): number | string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/** LIKE treats '_' and '%' as wildcards; a text filter means them literally. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** A radio's value in effect: the parameter's, or its default where the definition and the endpoint say so. */
function flagOf(definition: RadioFilterDefinition, params: ApiFilterParams, options: ApiFilterOptions) {
  const value = params[definition.apiParam ?? ''];
  if (typeof value === 'boolean') return value;
  return options.absentDefaults && definition.defaultWhenAbsent === true ? definition.default === 'true' : undefined;
}

/** The conditions one definition puts on its column (none when its parameters are absent). */
function conditionsOf(
  definition: SearchFilterDefinition,
  column: string,
  params: ApiFilterParams,
  options: ApiFilterOptions,
): Array<Expression<SqlBool>> {
  const stem = definition.apiParam;
  if (stem === undefined) return [];
  const ref = sql.ref(column);
  switch (definition.type) {
    case 'numberRange':
    case 'dateRange': {
      // Inclusive; a missing value fails (part 1 §5): NULL compares false.
      const spellings = apiRangeParamSpellings(stem);
      const from = bound(
        firstOf(
          params,
          spellings.map((spelling) => spelling.from),
        ),
      );
      const to = bound(
        firstOf(
          params,
          spellings.map((spelling) => spelling.to),
        ),
      );
      return [
        ...(from === undefined ? [] : [sql<SqlBool>`${ref} >= ${from}`]),
        ...(to === undefined ? [] : [sql<SqlBool>`${ref} <= ${to}`]),
      ];
    }
    case 'selection': {
      const values = params[stem];
      if (!Array.isArray(values) || values.length === 0) return [];
      return [sql<SqlBool>`${ref} in (${sql.join(values.map((value) => sql.val(value)))})`];
    }
    case 'radio': {
      const flag = flagOf(definition, params, options);
      if (flag === undefined) return [];
      switch (definition.rule) {
        case 'flag':
          return flag ? [] : [sql<SqlBool>`${ref} = 0`];
        case 'excludeWhenTrue':
          return flag ? [sql<SqlBool>`${ref} = 0`] : [];
        case 'onlyWhenTrue':
          return flag ? [sql<SqlBool>`${ref} = 1`] : [];
        case 'present':
          return flag ? [sql<SqlBool>`${ref} is not null`] : [];
        case 'positiveWhenFalse':
          return flag ? [] : [sql<SqlBool>`${ref} > 0`];
      }
      break;
    }
    case 'text':
    case 'autocompleteSelection': {
      // Case-insensitive contains (part 2 §5 "list filters match by case-insensitive name or text").
      const text = params[stem];
      if (typeof text !== 'string' || text.trim() === '') return [];
      return [sql<SqlBool>`lower(${ref}) like ${likeContains(text.trim())} escape '\\'`];
    }
  }
  return [];
}

/**
 * The conditions of every definition with an API parameter. A definition with one whose column
 * the source does not name is a programming error: thrown, never skipped.
 */
export function apiFilterConditions(
  definitions: readonly SearchFilterDefinition[],
  columns: FilterColumns,
  params: ApiFilterParams,
  options: ApiFilterOptions,
): Array<Expression<SqlBool>> {
  return definitions.flatMap((definition) => {
    if (definition.apiParam === undefined) return [];
    const column = columns[definition.name];
    if (column === undefined) throw new Error(`No column for the API filter "${definition.name}" in this query`);
    return conditionsOf(definition, column, params, options);
  });
}

/** The filters of one call: the endpoint's definitions, its parsed query and how absent values read. */
export interface EndpointFilters {
  definitions: readonly SearchFilterDefinition[];
  params: ApiFilterParams;
  options: ApiFilterOptions;
}

/** A query that takes a condition (Kysely's select query builders). */
interface Filterable<Query> {
  where(expression: Expression<SqlBool>): Query;
}

/** The query with every API filter's conditions added (see apiFilterConditions); none without filters. */
export function whereApiFilters<Query extends Filterable<Query>>(
  query: Query,
  filters: EndpointFilters | undefined,
  columns: FilterColumns,
): Query {
  if (filters === undefined) return query;
  return apiFilterConditions(filters.definitions, columns, filters.params, filters.options).reduce<Query>(
    (filtered, condition) => filtered.where(condition),
    query,
  );
}
