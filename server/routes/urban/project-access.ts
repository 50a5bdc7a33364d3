import type { FastifyRequest } from 'fastify';
import type { LinkName } from '@contract/session';
import { sectionNotIncludedMessage } from '../../auth/request-access';
import { forbidden } from '../../http/http-error';

/**
 * Who may open a project's pages: its popup, profile, history and documents (brochures,
 * UrbanAction information). They serve both the project pages and the landing map, so either
 * section grants them; a route's config can name only one link, hence this check.
 */
const PROJECT_PAGE_LINKS: readonly LinkName[] = ['project-search', 'landing'];

export function mayOpenProjectPages(links: readonly LinkName[]): boolean {
  return PROJECT_PAGE_LINKS.some((link) => links.includes(link));
}

/** The preHandler of every project page and document route. */
export const projectPagesOnly = {
  preHandler: async (request: FastifyRequest) => {
    if (!mayOpenProjectPages(request.account?.links ?? []))
      throw forbidden(sectionNotIncludedMessage('project-search'), 'section');
  },
};
