import { useEffect, useState } from 'react';
import type { TrackedEntity, TrackedVisitResponse } from '@contract/visits';
import { compareListsStore } from '../../state/compare-lists';
import { putTrackedVisit } from './visits-api';

const LISTS = { project: 'projects', rental: 'rentals' } as const;

/**
 * Opening a project or rental that is in its compare list (part 1 §4) records the visit and
 * answers what changed since the last one, with the update-history versions added since.
 * Records outside the compare lists are not tracked.
 */
export function useTrackedVisit(entity: TrackedEntity, id: number | string | null): TrackedVisitResponse | null {
  const [visit, setVisit] = useState<TrackedVisitResponse | null>(null);
  useEffect(() => {
    if (id === null) return;
    const tracked = compareListsStore[LISTS[entity]].some((entry) => String(entry.id) === String(id));
    if (!tracked) return;
    let current = true;
    putTrackedVisit(entity, id).then(
      (answer) => {
        if (current) setVisit(answer);
      },
      (cause: unknown) => console.warn('The visit could not be recorded', cause),
    );
    return () => {
      current = false;
    };
  }, [entity, id]);
  return visit;
}
