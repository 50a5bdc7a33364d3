import { PROJECT_TYPES, RENTAL_STANDING, STANDINGS_BY_TYPE } from '@contract/product-facts';
import { salesSearchUrl, type DataFacts } from './api-setup';
import { RENTAL_TIME_RANGES } from '@contract/months';

/** One endpoint group of scenario (b): its share of the 50 connections and its distinct URLs. */
export interface EndpointLoad {
  name: string;
  connections: number;
  urls: string[];
}

/** How many distinct URLs each group cycles through: enough that few repeat within a run. */
const VARIANTS = 400;

/** A deterministic pseudo-random sequence, so every run sends the same requests. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

function subset(items: readonly number[], random: () => number): number[] {
  const chosen = items.filter(() => random() < 0.4);
  return chosen.length > 0 ? chosen : [pick(items, random)];
}

function times<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/** Scenario (b): 50 connections over every kind of call a subscriber makes, with distinct parameters. */
export function mixedWorkload(facts: DataFacts): EndpointLoad[] {
  const random = sequence(2026);
  const list = (name: string, ids: number[]) => ids.map((id) => `${name}[]=${id}`).join('&');
  const saleYears = Number(facts.saleDates.max.slice(0, 4)) - Number(facts.saleDates.min.slice(0, 4));
  const searches = PROJECT_TYPES.flatMap((type) =>
    STANDINGS_BY_TYPE[type].filter((standing) => standing !== RENTAL_STANDING).map((standing) => `${type}/${standing}`),
  );
  return [
    {
      name: 'options',
      connections: 6,
      urls: [
        '/api/v1/urban/options/basic',
        '/api/v1/urban/options/searchFilters',
        '/api/v1/urban/options/regions',
        '/api/v1/sales/options/basic',
        '/api/v1/rental/options/basic',
      ],
    },
    {
      name: 'landing',
      connections: 6,
      urls: times(
        VARIANTS,
        () => `/api/v1/urban/project/byregionlanding?${list('regionId', subset(facts.regionIds, random))}`,
      ),
    },
    {
      name: 'project search',
      connections: 8,
      urls: times(
        VARIANTS,
        () =>
          `/api/v1/urban/project/${pick(searches, random)}?${list('region_filter', subset(facts.regionIds, random))}`,
      ),
    },
    {
      name: 'market data',
      connections: 6,
      urls: times(
        VARIANTS,
        () =>
          `/api/v1/urban/marketdata/${pick(searches, random)}?${list('municipality_filter', subset(facts.municipalityIds, random))}`,
      ),
    },
    {
      name: 'sales search',
      connections: 8,
      urls: times(VARIANTS, () => {
        const startYear =
          Number(facts.saleDates.max.slice(0, 4)) - 1 - Math.floor(random() * Math.max(1, saleYears - 1));
        return salesSearchUrl(facts, {
          from: `${startYear}-01-01`,
          to: `${startYear + 1}-12-31`,
          subTypeIds: subset(facts.subTypeIds, random),
          regionIds: subset(facts.regionIds, random),
        });
      }),
    },
    {
      name: 'rental search',
      connections: 8,
      urls: times(VARIANTS, () => {
        const month = pick(facts.rentalMonths.slice(-36), random);
        const path = random() < 0.5 ? 'propertydata' : 'marketdata';
        return `/api/v1/rental/${path}?queryMonth=${month}&timeRange=${pick(RENTAL_TIME_RANGES, random)}&${list('region_filter', subset(facts.regionIds, random))}`;
      }),
    },
    {
      name: 'profiles',
      connections: 8,
      urls: times(VARIANTS, (index) => {
        if (index % 3 === 0) return `/api/v1/urban/project/${pick(facts.projectIds, random)}/display`;
        if (index % 3 === 1) return `/api/v1/rental/property/${pick(facts.rentalPropertyIds, random)}/display`;
        return `/api/v1/sales/sale/${pick(facts.saleIds, random)}/display`;
      }),
    },
  ];
}
