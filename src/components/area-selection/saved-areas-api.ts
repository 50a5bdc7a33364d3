import {
  SAVED_AREAS_PATH,
  type RenameAreaRequest,
  type SaveAreaRequest,
  type SavedArea,
  type SavedAreasResponse,
} from '@contract/saved-areas';
import { API_BASE, request } from '../../http/api-client';

const URL = `${API_BASE}${SAVED_AREAS_PATH}`;

function jsonInit(method: string, body: unknown): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

export async function listSavedAreas(signal?: AbortSignal): Promise<SavedArea[]> {
  return ((await request(URL, signal ? { signal } : {})) as SavedAreasResponse).areas;
}

export async function saveArea(area: SaveAreaRequest): Promise<SavedArea> {
  return ((await request(URL, jsonInit('POST', area))) as { area: SavedArea }).area;
}

export async function renameArea(id: number, rename: RenameAreaRequest): Promise<SavedArea> {
  return ((await request(`${URL}/${id}`, jsonInit('PATCH', rename))) as { area: SavedArea }).area;
}

export async function deleteArea(id: number): Promise<void> {
  await request(`${URL}/${id}`, { method: 'DELETE' });
}
