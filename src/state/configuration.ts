import { proxy, ref, type Snapshot } from 'valtio';
import type { RegionsResponse } from '@contract/geography';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import type { SalesOptionsBasicResponse } from '@contract/sales-options';
import type { FooterLinksResponse, LandingLinksResponse, LinkName } from '@contract/session';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import { apiGet } from '../http/api-client';
import { LANDING_LINKS_FAILURE_MESSAGE } from '@contract/shell-constants';
import { showAlert } from './alert';

/**
 * The configuration a logged-in session loads once (part 1 §4 Session, §7). Payloads are kept
 * as the server sent them; the features read the parts they need.
 */
export interface ConfigurationPayloads {
  urbanBasic: UrbanBasicOptionsResponse;
  searchFilters: UrbanSearchFiltersResponse;
  regions: RegionsResponse;
  landingLinks: LandingLinksResponse;
  footerLinks: FooterLinksResponse;
  salesBasic: SalesOptionsBasicResponse;
  rentalBasic: RentalOptionsBasicResponse;
}

type ConfigurationState = {
  [K in keyof ConfigurationPayloads]: ConfigurationPayloads[K] | null;
} & { status: 'idle' | 'loading' | 'loaded' };

const EMPTY: ConfigurationState = {
  status: 'idle',
  urbanBasic: null,
  searchFilters: null,
  regions: null,
  landingLinks: null,
  footerLinks: null,
  salesBasic: null,
  rentalBasic: null,
};

const state = proxy<ConfigurationState>({ ...EMPTY });

export const configurationStore: Snapshot<ConfigurationState> = state;

export const CONFIGURATION_PATHS: Readonly<Record<keyof ConfigurationPayloads, string>> = {
  urbanBasic: '/urban/options/basic',
  searchFilters: '/urban/options/searchFilters',
  regions: '/urban/options/regions',
  landingLinks: '/urban/landingLinks',
  footerLinks: '/urban/footerLinks',
  salesBasic: '/sales/options/basic',
  rentalBasic: '/rental/options/basic',
};

/**
 * The sales and rental options belong to sections the server guards (a call into a section the
 * account lacks answers 403, and a 403 sends the user to login). They are asked for only when
 * the account has the section, so a sales-only account is not bounced to login on start.
 */
const REQUIRED_LINK: Partial<Readonly<Record<keyof ConfigurationPayloads, LinkName>>> = {
  salesBasic: 'property-sales',
  rentalBasic: 'rental-search',
};

/** Bumped when the configuration is cleared, so answers of an earlier session's load are dropped. */
let generation = 0;

function store<K extends keyof ConfigurationPayloads>(key: K, payload: ConfigurationPayloads[K]): void {
  // Large read-only payloads (region boundaries) are not proxied: nothing mutates them and
  // proxying thousands of boundary strings would only cost time.
  state[key] = (typeof payload === 'object' && payload !== null ? ref(payload) : payload) as ConfigurationState[K];
}

/**
 * Loads every configuration call in parallel. Failures are logged only, except the landing
 * links, whose failure raises the alert 'Problem fetching landingLinks' followed by the error
 * (part 1 §8). A 403 has already sent the user to login through the HTTP client.
 */
export async function loadConfiguration(links: readonly LinkName[]): Promise<void> {
  const loadGeneration = generation;
  state.status = 'loading';
  const keys = (Object.keys(CONFIGURATION_PATHS) as Array<keyof ConfigurationPayloads>).filter((key) => {
    const required = REQUIRED_LINK[key];
    return required === undefined || links.includes(required);
  });
  await Promise.all(
    keys.map(async (key) => {
      try {
        const payload = await apiGet<ConfigurationPayloads[typeof key]>(CONFIGURATION_PATHS[key]);
        if (loadGeneration === generation) store(key, payload);
      } catch (error) {
        if (loadGeneration !== generation) return;
        if (key === 'landingLinks') {
          showAlert(`${LANDING_LINKS_FAILURE_MESSAGE} ${error instanceof Error ? error.message : String(error)}`);
        }
        console.error(`Problem fetching configuration ${CONFIGURATION_PATHS[key]}`, error);
      }
    }),
  );
  if (loadGeneration === generation) state.status = 'loaded';
}

export function clearConfiguration(): void {
  generation += 1;
  Object.assign(state, EMPTY);
}
