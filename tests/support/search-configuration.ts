import type { LoadedConfiguration } from '@src/components/search-page/search-view-kit';
import { CONFIGURATION_PATHS } from '@src/state/configuration';

type SearchConfigurationKey = keyof LoadedConfiguration;

const SEARCH_CONFIGURATION_KEYS: readonly SearchConfigurationKey[] = [
  'urbanBasic',
  'searchFilters',
  'regions',
  'rentalBasic',
  'salesBasic',
];

/**
 * The configuration the search views read, asked of a server as the app's store asks it (the
 * store's own paths); the keys not in `keys` are left unloaded (null), as for an account without
 * that section.
 */
export async function loadSearchConfiguration(
  get: <T>(apiPath: string) => Promise<T>,
  keys: readonly SearchConfigurationKey[] = SEARCH_CONFIGURATION_KEYS,
): Promise<LoadedConfiguration> {
  const entries = await Promise.all(
    SEARCH_CONFIGURATION_KEYS.map(async (key) => [
      key,
      keys.includes(key) ? await get(CONFIGURATION_PATHS[key]) : null,
    ]),
  );
  return Object.fromEntries(entries) as LoadedConfiguration;
}
