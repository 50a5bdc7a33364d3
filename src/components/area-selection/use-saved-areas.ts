import { useCallback, useEffect, useState } from 'react';
import type { LatLng } from '@contract/geo-filter';
import type { SavedArea } from '@contract/saved-areas';
import { deleteArea, listSavedAreas, saveArea } from './saved-areas-api';

export interface SavedAreasState {
  areas: readonly SavedArea[];
  /** True once the list has loaded (or failed). */
  loaded: boolean;
  failed: boolean;
  /** Saves a polygon by name; rejects with the server's message (limit, name taken, bad polygon). */
  save: (name: string, points: readonly LatLng[]) => Promise<SavedArea>;
  remove: (area: SavedArea) => Promise<void>;
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
    setAreas((list) => [...list, area].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)));
    return area;
  }, []);
  const remove = useCallback(async (area: SavedArea) => {
    await deleteArea(area.id);
    setAreas((list) => list.filter((entry) => entry.id !== area.id));
  }, []);

  return { areas, loaded, failed, save, remove };
}
