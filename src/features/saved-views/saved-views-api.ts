import {
  SAVED_VIEWS_PATH,
  type RenameViewRequest,
  type SavedView,
  type SavedViewsResponse,
  type SaveViewRequest,
} from '@contract/saved-views';
import { API_BASE, request } from '../../http/api-client';

const URL = `${API_BASE}${SAVED_VIEWS_PATH}`;

function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

export async function listSavedViews(signal?: AbortSignal): Promise<SavedView[]> {
  return ((await request(URL, signal ? { signal } : {})) as SavedViewsResponse).views;
}

export async function saveView(view: SaveViewRequest): Promise<SavedView> {
  return ((await request(URL, jsonInit('POST', view))) as { view: SavedView }).view;
}

export async function renameView(id: number, rename: RenameViewRequest): Promise<SavedView> {
  return ((await request(`${URL}/${id}`, jsonInit('PATCH', rename))) as { view: SavedView }).view;
}

export async function deleteView(id: number): Promise<void> {
  await request(`${URL}/${id}`, { method: 'DELETE' });
}
