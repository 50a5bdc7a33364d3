import type { SalesSearchType } from '@contract/sales-options';
import { VIEWS } from '@contract/views';

/** Texts of the sales views, word for word from part 2 §2.5 where the spec gives them. */

/**
 * Page titles, as contract/views.ts declares them (read by the saved views' page list; the
 * views read VIEWS).
 */
export const SALES_PAGE_TITLES: Readonly<Record<SalesSearchType, string>> = {
  sales: VIEWS.sales.title,
  'sales-market-data': VIEWS.salesMarketData.title,
};

export const PROPERTY_TYPE_LABEL = 'Property Type';
export const SALE_DATE_FROM_LABEL = 'Sale Date From';
export const SALE_DATE_TO_LABEL = 'Sale Date To';
/** Shown before the first search: a sales search needs a property type (part 2 §5). */
export const CHOOSE_PROPERTY_TYPE_HINT = 'Choose at least one property type, then Search.';
