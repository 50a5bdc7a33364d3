import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TrackedEntity, TrackedVisitResponse } from '@contract/visits';
import { compareListsStore } from '../../state/compare-lists';
import { putTrackedVisit } from './visits-api';

const LISTS = { project: 'projects', rental: 'rentals' } as const;

/**
 * The visits of tracked records recorded since the app was opened, by `${entity}:${id}`: a
 * record's visit is recorded once per opening of the app, so the compare page and then the
 * record's profile (DETAILS) both show what changed since the visit before, not since a moment ago.
 */
const recorded = new Map<string, Promise<TrackedVisitResponse>>();

function recordVisit(entity: TrackedEntity, id: string): Promise<TrackedVisitResponse> {
  const key = `${entity}:${id}`;
  let visit = recorded.get(key);
  if (visit === undefined) {
    visit = putTrackedVisit(entity, id);
    recorded.set(key, visit);
    // A failed visit is tried again on the next opening of the page.
    visit.catch(() => recorded.delete(key));
  }
  return visit;
}

/** Forgets the visits recorded (tests start each case as a newly opened app). */
export function forgetRecordedVisits(): void {
  recorded.clear();
}

/**
 * Records the visits of the records of a compare list (part 1 §4) shown and answers, by id, what
 * changed since each one's last visit, with the update-history versions added since. Ids outside
 * the compare lists are not tracked: they record nothing.
 */
export function useTrackedVisits(
  entity: TrackedEntity,
  ids: ReadonlyArray<number | string>,
): ReadonlyMap<string, TrackedVisitResponse> {
  const lists = useSnapshot(compareListsStore);
  const listed = lists[LISTS[entity]];
  const key = ids
    .map(String)
    .filter((id) => listed.some((entry) => String(entry.id) === id))
    .join(',');
  const [visits, setVisits] = useState<ReadonlyMap<string, TrackedVisitResponse>>(new Map());
  useEffect(() => {
    const tracked = key === '' ? [] : key.split(',');
    let current = true;
    for (const id of tracked) {
      recordVisit(entity, id).then(
        (answer) => {
          if (current) setVisits((shown) => new Map(shown).set(id, answer));
        },
        (cause: unknown) => console.warn('The visit could not be recorded', cause),
      );
    }
    return () => {
      current = false;
    };
  }, [entity, key]);
  return useMemo(() => {
    const shown = new Set(key.split(','));
    return new Map([...visits].filter(([id]) => shown.has(id)));
  }, [visits, key]);
}

/** One record's visit (its profile): null until answered, or when it is not in its compare list. */
export function useTrackedVisit(entity: TrackedEntity, id: number | string | null): TrackedVisitResponse | null {
  const ids = useMemo(() => (id === null ? [] : [id]), [id]);
  return useTrackedVisits(entity, ids).get(String(id)) ?? null;
}
