import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ANY_SESSION } from '@contract/access';
import { routeAccess } from '../../auth/request-access';
import type { Database } from '../../db/database';
import { parseParams } from '../../http/validate';
import type { RegionsResponse } from '@contract/geography';
import type { FooterLinksResponse, HowToResponse, LandingLinksResponse } from '@contract/session';
import type { UrbanBasicOptionsResponse, UrbanSearchFiltersResponse } from '@contract/urban-options';
import { loadBasicOptions, loadRegionsTree } from '../../queries/urban/options';
import { loadSearchFilters } from '../../queries/urban/search-filters';
import { landingTabs } from '../../queries/urban/navigation';
import { readAppConfig } from '../../queries/urban/app-config';
import { notFound } from '../../http/http-error';
import { perDataVersion } from '../../http/per-data-version';
import type { SearchService } from '../../search-pool/search-service';
import { howtoPathSchema } from './query-schemas';

/** Configuration every logged-in user loads at start: login only, no section link (part 1 §4: configuration loads for every logged-in user). */
export async function urbanOptionsRoutes(
  app: FastifyInstance,
  { db, searches }: { db: Kysely<Database>; searches: SearchService },
): Promise<void> {
  // The same for every account until the data changes (per-data-version.ts).
  const basicOptions = perDataVersion(searches.dataVersion, () => loadBasicOptions(db));
  const searchFilters = perDataVersion(searches.dataVersion, () => loadSearchFilters(db));
  const regionsTree = perDataVersion(searches.dataVersion, () => loadRegionsTree(db));
  const session = routeAccess(ANY_SESSION);

  app.get('/urban/options/basic', session, async (): Promise<UrbanBasicOptionsResponse> => basicOptions());

  app.get('/urban/options/searchFilters', session, async (): Promise<UrbanSearchFiltersResponse> => searchFilters());

  app.get('/urban/options/regions', session, async (): Promise<RegionsResponse> => regionsTree());

  app.get('/urban/landingLinks', session, async (request, reply): Promise<LandingLinksResponse> => {
    reply.header('cache-control', 'private, no-store');
    // The route needs a session, so the account is there.
    return { tabs: landingTabs(request.account!) };
  });

  app.get('/urban/footerLinks', session, async (): Promise<FooterLinksResponse> => {
    const links = await readAppConfig(db, 'footer_links');
    if (!links) throw notFound('No footer links are configured');
    return links;
  });

  app.get('/urban/howto/:id', session, async (request): Promise<HowToResponse> => {
    const { id } = parseParams(howtoPathSchema, request);
    const item = await db.selectFrom('howto_items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!item) throw notFound(`No help item "${id}"`);
    return { id: item.id, title: item.title, body: item.body };
  });
}
