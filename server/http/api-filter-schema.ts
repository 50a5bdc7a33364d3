import { z } from 'zod';
import { apiRangeParams, type SearchFilterDefinition } from '@contract/filter-definitions';
import { flag, idList, isoDate, number, urlSafeText } from './validate';

/**
 * The query parameters of the advanced filters the server applies, taken from the filter
 * definitions (part 1 §3, §7): a range's stem gives `-min`/`-max` (completed building height
 * `-from`/`-to`), a selection a list of ids, a radio a 'true'/'false' flag, a text filter
 * url-safe text. Definitions without an `apiParam` are client filters and add nothing.
 */

/** A definition and the standing it is offered for (the standing decides a range's suffixes). */
export interface ApiFilterUse {
  definition: SearchFilterDefinition;
  standing?: string;
}

export function apiFilterShape(uses: Iterable<ApiFilterUse>): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const { definition, standing } of uses) {
    const stem = definition.apiParam;
    if (stem === undefined) continue;
    switch (definition.type) {
      case 'numberRange':
      case 'dateRange': {
        const { from, to } = apiRangeParams(stem, standing);
        const bound = definition.type === 'numberRange' ? number : isoDate;
        shape[from] = bound().optional();
        shape[to] = bound().optional();
        break;
      }
      case 'selection':
        shape[stem] = idList().optional();
        break;
      case 'radio':
        shape[stem] = flag().optional();
        break;
      case 'autocompleteSelection':
      case 'text':
        shape[stem] = urlSafeText().optional();
        break;
    }
  }
  return shape;
}

type ParamsOf<D> = D extends { type: 'numberRange'; apiParam: infer P extends string }
  ? { [K in `${P}-${'min' | 'max' | 'from' | 'to'}`]?: number }
  : D extends { type: 'dateRange'; apiParam: infer P extends string }
    ? { [K in `${P}-${'min' | 'max'}`]?: string }
    : D extends { type: 'radio'; apiParam: infer P extends string }
      ? { [K in P]?: boolean }
      : D extends { type: 'selection'; apiParam: infer P extends string }
        ? { [K in P]?: number[] }
        : D extends { apiParam: infer P extends string }
          ? { [K in P]?: string | null }
          : Record<never, never>;

type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * The parsed API filter params of a union of definition types whose `apiParam` is a literal
 * (e.g. the server's project filter catalog): the type follows the definitions as the schema does.
 */
export type ApiFilterQuery<D> = Intersection<ParamsOf<D>>;
