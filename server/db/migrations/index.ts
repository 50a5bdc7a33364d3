import type { Migration } from 'kysely';
import * as domain from './001-domain';
import * as auth from './002-auth';
import * as searchIndexes from './003-search-indexes';
import * as saleRowTexts from './004-sale-row-texts';
import * as rentalActivityCoveringIndex from './005-rental-activity-covering-index';
import * as savedViews from './006-saved-views';
import * as filterDefinitionsInCode from './007-filter-definitions-in-code';
import * as navigationInCode from './008-navigation-in-code';
import * as visits from './009-visits';
import * as rentalRollups from './010-rental-rollups';
import * as savedAreas from './011-saved-areas';
import * as dataRevision from './012-data-revision';

/**
 * Every migration, in order. Listed in code rather than read from a folder so the same list
 * works under tsx, Vitest and a bundled server. Names never change once released.
 */
export const migrations: Record<string, Migration> = {
  '001-domain': domain,
  '002-auth': auth,
  '003-search-indexes': searchIndexes,
  '004-sale-row-texts': saleRowTexts,
  '005-rental-activity-covering-index': rentalActivityCoveringIndex,
  '006-saved-views': savedViews,
  '007-filter-definitions-in-code': filterDefinitionsInCode,
  '008-navigation-in-code': navigationInCode,
  '009-visits': visits,
  '010-rental-rollups': rentalRollups,
  '011-saved-areas': savedAreas,
  '012-data-revision': dataRevision,
};
