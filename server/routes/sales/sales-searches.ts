import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { SALES_CLAMPED_MESSAGE } from '@contract/messages';
import type { SalesSearchResponse } from '@contract/search';
import type { SalesMarketRow, SaleRow } from '@contract/sales-search';
import { saleColumns, salesMarketColumns } from '../../columns/sales';
import { JsonArrayText } from '../../http/json-text';
import { findSaleRowTexts } from '../../queries/sales/newest-sales';
import { findSalesMarketRows } from '../../queries/sales/sales-market-rows';
import { chosenColumnGroups } from '../../queries/sales/chosen-column-groups';
import type { SalesFilter } from '../../queries/sales/filtered-sales';

/** A sales search's response with its rows as stored JSON texts (sale-row-texts.ts). */
type SalesRowsBody = Omit<SalesSearchResponse<SaleRow>, 'data'> & { data: [{ data: JsonArrayText<SaleRow> }] };

/**
 * The two sales searches (part 2 §7) as functions of a database and validated parameters, so
 * they run on a search thread (server/search-pool) as well as in the request's own thread.
 */
export const salesSearches = {
  async sales(db: Kysely<Database>, filter: SalesFilter): Promise<SalesRowsBody> {
    const groups = await chosenColumnGroups(db, filter.subPropertyTypeIds);
    const { rowTexts, clamped } = await findSaleRowTexts(db, filter);
    return {
      data: [{ data: new JsonArrayText<SaleRow>(rowTexts) }],
      tableHeaders: { data: saleColumns(groups) },
      clamped,
      clamped_message: clamped ? SALES_CLAMPED_MESSAGE : null,
    };
  },

  async marketData(db: Kysely<Database>, filter: SalesFilter): Promise<SalesSearchResponse<SalesMarketRow>> {
    const groups = await chosenColumnGroups(db, filter.subPropertyTypeIds);
    const rows = await findSalesMarketRows(db, filter);
    // Market rows aggregate every matching sale, so they are never capped.
    return {
      data: [{ data: rows }],
      tableHeaders: { data: salesMarketColumns(groups) },
      clamped: false,
      clamped_message: null,
    };
  },
};
