import { z } from 'zod';
import { apiRangeParamSpellings, type SearchFilterDefinition } from '@contract/filter-definitions';
import { flag, idList, isoDate, number, urlSafeText } from './validate';
import type { ApiFilterParams } from '../queries/filters/api-filters';

/**
 * The query parameters of the advanced filters the server applies, taken from the filter
 * definitions (part 1 §3, §7): a range's stem gives `-min`/`-max` (and `-from`/`-to` where a
 * standing sends those), a selection a list of ids, a radio a 'true'/'false' flag, a text or
 * autocomplete filter url-safe text. Definitions without an `apiParam` are client filters and add
 * nothing. The parsed values go to the one rule that applies them (server/queries/filters/).
 */
export function apiFilterShape(definitions: Iterable<SearchFilterDefinition>): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const definition of definitions) {
    const stem = definition.apiParam;
    if (stem === undefined) continue;
    switch (definition.type) {
      case 'numberRange':
      case 'dateRange': {
        const bound = definition.type === 'numberRange' ? number : isoDate;
        for (const { from, to } of apiRangeParamSpellings(stem)) {
          shape[from] = bound().optional();
          shape[to] = bound().optional();
        }
        break;
      }
      case 'selection':
        shape[stem] = definition.options.every((option) => typeof option.id === 'number')
          ? idList().optional()
          : keyList().optional();
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

/** The option keys of a selection whose rows hold keys (a project status): lower-case words and hyphens. */
const OPTION_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;

function keyList() {
  const expected = 'expected a list of option keys';
  return z
    .union([z.string(), z.array(z.string())], { error: expected })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().regex(OPTION_KEY, expected)));
}

/** The filter params of a parsed query (the keys of its filter shape that have a value), for the call's filter rule. */
export function apiFilterParamsOf(shape: Readonly<Record<string, z.ZodType>>, query: object): ApiFilterParams {
  const values: Readonly<Record<string, unknown>> = { ...query };
  const params: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) if (values[key] !== undefined) params[key] = values[key];
  return params;
}
