import { sql, type Kysely } from 'kysely';
import { fullTextWords } from '@contract/full-text';
import type { LatLng } from '@contract/geo-filter';
import type { Database } from '../../db/database';
import { whereApiFilters, type ApiFilterParams } from '../filters/api-filters';
import { SALE_API_FILTERS, SALE_COLUMNS } from './sale-filters';

export interface SalesFilter {
  /** yyyy-mm-dd, inclusive. */
  from: string;
  to: string;
  subPropertyTypeIds: number[];
  regionIds: number[];
  municipalityIds: number[];
  /** Full Text Search (contract/full-text.ts): every word must occur in the sale's search text. */
  textSearch: string | null;
  /** Market data only (part 2 §5): the map's polygon; a sale counts when an address is inside. */
  polygon: readonly LatLng[] | null;
  /** The parsed params of the sale filters the server applies (SALE_API_FILTERS); none when absent. */
  params?: ApiFilterParams;
}

/** LIKE treats '_' as a wildcard, and '_' is a url-safe character users may type. */
function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * The sales matching the API params of a sales search, before joins and selections. Shared by the
 * sales table and the market data so both always agree on which sales a search covers.
 */
export function filteredSales(db: Kysely<Database>, filter: SalesFilter) {
  let query = db
    .selectFrom('sales')
    .where('sales.sale_date', '>=', filter.from)
    .where('sales.sale_date', '<=', filter.to)
    .where('sales.subproperty_type_id', 'in', filter.subPropertyTypeIds);
  if (filter.regionIds.length > 0) query = query.where('sales.region_id', 'in', filter.regionIds);
  if (filter.municipalityIds.length > 0) query = query.where('sales.municipality_id', 'in', filter.municipalityIds);
  for (const word of fullTextWords(filter.textSearch)) {
    // search_text and the words are folded alike (saleSearchText), so LIKE finds the same sales on
    // SQLite and PostgreSQL whatever each makes of case and accents.
    query = query.where(sql<boolean>`${sql.ref('sales.search_text')} like ${likeContains(word)} escape '\\'`);
  }
  return whereApiFilters(
    query,
    { definitions: SALE_API_FILTERS, params: filter.params ?? {}, options: { absentDefaults: false } },
    SALE_COLUMNS,
  );
}
