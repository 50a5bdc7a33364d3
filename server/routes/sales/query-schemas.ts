import { z } from 'zod';
import { geoFilterPolygon, idList, isoDate, parseParams, urlSafeText, wholeNumber } from '../../http/validate';
import type { SalesFilter } from '../../queries/sales/filtered-sales';
import { SALES_QUERY } from '@contract/sales-search';
import { apiFilterParamsOf, apiFilterShape } from '../../http/api-filter-schema';
import { SALE_API_FILTERS } from '../../queries/sales/sale-filters';

/** More ids than any geography or sub-type list has; a longer list is a malformed request. */
const MAX_IDS = 500;
const ids = () => idList().refine((list) => list.length <= MAX_IDS, `expected at most ${MAX_IDS} ids`);

/** The sale filters the server applies (none today: part 2 §5 makes them client filters). */
const apiFilters = apiFilterShape(SALE_API_FILTERS);

const salesSearchFields = {
  ...apiFilters,
  [SALES_QUERY.from]: isoDate(),
  [SALES_QUERY.to]: isoDate(),
  [SALES_QUERY.subPropertyType]: ids().refine((ids) => ids.length > 0, 'expected at least one sub-type id'),
  [SALES_QUERY.regionId]: ids().optional(),
  [SALES_QUERY.municipalityId]: ids().optional(),
  [SALES_QUERY.textSearch]: urlSafeText().optional(),
};

type SalesSearchQuery = z.output<z.ZodObject<typeof salesSearchFields>>;

const periodInOrder = {
  check: (query: SalesSearchQuery) => query[SALES_QUERY.from] <= query[SALES_QUERY.to],
  params: { message: `expected a date on or after ${SALES_QUERY.from}`, path: [SALES_QUERY.to] },
};

function salesFilterOf(query: SalesSearchQuery): Omit<SalesFilter, 'polygon'> {
  return {
    params: apiFilterParamsOf(apiFilters, query),
    from: query[SALES_QUERY.from],
    to: query[SALES_QUERY.to],
    subPropertyTypeIds: query[SALES_QUERY.subPropertyType],
    regionIds: query[SALES_QUERY.regionId] ?? [],
    municipalityIds: query[SALES_QUERY.municipalityId] ?? [],
    textSearch: query[SALES_QUERY.textSearch] ?? null,
  };
}

/**
 * GET /sales/sales (part 2 §7). A sales search needs at least one sub-type (part 2 §5); the
 * period is required so a search never silently spans all history. The polygon is a client
 * filter of the sale rows (part 2 §5), so it is not a parameter here.
 */
export const salesSearchQuerySchema = z
  .object(salesSearchFields)
  .refine(periodInOrder.check, periodInOrder.params)
  .transform((query): SalesFilter => ({ ...salesFilterOf(query), polygon: null }));

/**
 * GET /sales/marketdata (part 2 §7): the sales search's parameters and the map's polygon. Market
 * rows are municipalities without a location, so the polygon of part 2 §5 ("sales market data
 * client filters: numeric ranges and the geoFilter") can only mean the totals of the sales inside
 * it, which the server computes from the sales' addresses.
 */
export const salesMarketDataQuerySchema = z
  .object({ ...salesSearchFields, [SALES_QUERY.geoFilter]: geoFilterPolygon().optional() })
  .refine(periodInOrder.check, periodInOrder.params)
  .transform((query): SalesFilter => ({ ...salesFilterOf(query), polygon: query[SALES_QUERY.geoFilter] ?? null }));

const saleIdPathSchema = z.object({ id: wholeNumber({ min: 1, max: 2_147_483_647 }) });

export function parseSaleId(request: { params: unknown }): number {
  return parseParams(saleIdPathSchema, request).id;
}
