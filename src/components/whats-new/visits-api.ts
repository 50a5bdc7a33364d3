import {
  VISITS_PATH,
  WHATS_NEW_PATH,
  type TrackedEntity,
  type TrackedVisitResponse,
  type VisitDiff,
  type WatchedEntity,
  type WhatsNewResponse,
} from '@contract/visits';
import { SAVED_VIEWS_PATH, type SavedView, type SavedViewsResponse } from '@contract/saved-views';
import { API_BASE, request } from '../../http/api-client';

/** The account's saved views, to know whether the page shown is one (the Saved views dialog lists them itself). */
export async function listSavedViewsOf(signal?: AbortSignal): Promise<SavedView[]> {
  return ((await request(`${API_BASE}${SAVED_VIEWS_PATH}`, signal ? { signal } : {})) as SavedViewsResponse).views;
}

/**
 * Records the visit of a saved view's rows of one entity; the ids go as the engine's map gave them.
 * A market totals view sends none (null): the server reads its rows itself.
 */
export async function putViewVisit(
  viewId: number,
  entity: WatchedEntity,
  ids: Float64Array | null,
): Promise<VisitDiff> {
  const url = `${API_BASE}${VISITS_PATH}/views/${viewId}/${entity}`;
  if (ids === null) return (await request(url, { method: 'PUT' })) as VisitDiff;
  return (await request(url, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/octet-stream' },
    // A Float64Array's bytes are little-endian on every platform browsers run on (x86, ARM).
    body: new Blob([ids as Float64Array<ArrayBuffer>]),
  })) as VisitDiff;
}

export async function putTrackedVisit(entity: TrackedEntity, id: number | string): Promise<TrackedVisitResponse> {
  return (await request(`${API_BASE}${VISITS_PATH}/${entity}/${encodeURIComponent(String(id))}`, {
    method: 'PUT',
  })) as TrackedVisitResponse;
}

export async function getWhatsNew(
  tracked: Readonly<Record<TrackedEntity, ReadonlyArray<number | string>>>,
  signal?: AbortSignal,
): Promise<WhatsNewResponse> {
  const params = new URLSearchParams();
  for (const [entity, ids] of Object.entries(tracked)) for (const id of ids) params.append(entity, String(id));
  const query = params.size > 0 ? `?${params}` : '';
  return (await request(`${API_BASE}${WHATS_NEW_PATH}${query}`, signal ? { signal } : {})) as WhatsNewResponse;
}
