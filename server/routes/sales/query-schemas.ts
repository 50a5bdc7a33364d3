import { z } from 'zod';
import { idList, isoDate, parseParams, urlSafeText, wholeNumber } from '../../http/validate';
import { SALES_QUERY } from '@contract/sales-search';

/** More ids than any geography or sub-type list has; a longer list is a malformed request. */
const MAX_IDS = 500;
const ids = () => idList().refine((list) => list.length <= MAX_IDS, `expected at most ${MAX_IDS} ids`);

/**
 * GET /sales/sales and /sales/marketdata (part 2 §7). A sales search needs at least one
 * sub-type (part 2 §5); the period is required so a search never silently spans all history.
 */
export const salesSearchQuerySchema = z
  .object({
    [SALES_QUERY.from]: isoDate(),
    [SALES_QUERY.to]: isoDate(),
    [SALES_QUERY.subPropertyType]: ids().refine((ids) => ids.length > 0, 'expected at least one sub-type id'),
    [SALES_QUERY.regionId]: ids().optional(),
    [SALES_QUERY.municipalityId]: ids().optional(),
    [SALES_QUERY.textSearch]: urlSafeText().optional(),
  })
  .refine((query) => query[SALES_QUERY.from] <= query[SALES_QUERY.to], {
    message: `expected a date on or after ${SALES_QUERY.from}`,
    path: [SALES_QUERY.to],
  })
  .transform((query) => ({
    from: query[SALES_QUERY.from],
    to: query[SALES_QUERY.to],
    subPropertyTypeIds: query[SALES_QUERY.subPropertyType],
    regionIds: query[SALES_QUERY.regionId] ?? [],
    municipalityIds: query[SALES_QUERY.municipalityId] ?? [],
    textSearch: query[SALES_QUERY.textSearch] ?? null,
  }));

const saleIdPathSchema = z.object({ id: wholeNumber({ min: 1, max: 2_147_483_647 }) });

export function parseSaleId(request: { params: unknown }): number {
  return parseParams(saleIdPathSchema, request).id;
}
