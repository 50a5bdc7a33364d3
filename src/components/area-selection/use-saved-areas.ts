import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@contract/geo-filter';
import type { SavedArea } from '@contract/saved-areas';
import { deleteArea, listSavedAreas, renameArea, saveArea } from './saved-areas-api';

export interface SavedAreasState {
  areas: readonly SavedArea[];
  /** True once the list has loaded (or failed). */
  loaded: boolean;
  failed: boolean;
  /** Saves a polygon by name; rejects with the server's message (limit, name taken, bad polygon). */
  save: (name: string, points: readonly LatLng[]) => Promise<SavedArea>;
  /** Renames an area; rejects with the server's message (name taken, too long, gone). */
  rename: (area: SavedArea, name: string) => Promise<SavedArea>;
  remove: (area: SavedArea) => Promise<void>;
}

/** The server's order: by name, then by id. */
function byName(a: SavedArea, b: SavedArea): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}

/** The account's saved areas (GET /api/v1/saved-areas), loaded while the panel is open. */
export function useSavedAreas(enabled: boolean): SavedAreasState {
  const [areas, setAreas] = useState<readonly SavedArea[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listSavedAreas(controller.signal).then(
      (list) => {
        setAreas(list);
        setFailed(false);
        setLoaded(true);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Saved areas could not be loaded', error);
        setFailed(true);
        setLoaded(true);
      },
    );
    return () => controller.abort();
  }, [enabled]);

  const save = useCallback(async (name: string, points: readonly LatLng[]) => {
    const area = await saveArea({ name, points: [...points] });
    setAreas((list) => [...list, area].sort(byName));
    return area;
  }, []);
  const rename = useCallback(async (area: SavedArea, name: string) => {
    const renamed = await renameArea(area.id, { name });
    setAreas((list) => list.map((entry) => (entry.id === renamed.id ? renamed : entry)).sort(byName));
    return renamed;
  }, []);
  const remove = useCallback(async (area: SavedArea) => {
    await deleteArea(area.id);
    setAreas((list) => list.filter((entry) => entry.id !== area.id));
  }, []);

  return { areas, loaded, failed, save, rename, remove };
}
