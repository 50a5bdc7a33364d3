import type { FieldChange, TrackedVisitResponse, VisitDiff } from '@contract/visits';

/** The visits of tracked records, by the record's id as text. */
export type TrackedVisits = ReadonlyMap<string, TrackedVisitResponse>;

/**
 * The changes of several tracked records (a compare page) as one diff for the changes panel:
 * since the earliest of their last visits, the changed records in the order given.
 */
export function trackedDiff(visits: TrackedVisits, ids: ReadonlyArray<number | string>): VisitDiff {
  const shown = ids.flatMap((id) => {
    const visit = visits.get(String(id));
    return visit === undefined || visit.lastVisitAt === null ? [] : [visit];
  });
  const changed = shown.flatMap((visit) => visit.changed);
  const times = shown.filter((visit) => visit.changed.length > 0).map((visit) => visit.lastVisitAt!);
  return {
    lastVisitAt: times.length === 0 ? null : times.reduce((earliest, time) => (time < earliest ? time : earliest)),
    added: [],
    removed: shown.flatMap((visit) => visit.removed),
    changed,
  };
}

/** A tracked record's change of one field since its last visit. */
export function trackedChange(visits: TrackedVisits, id: number | string, field: string): FieldChange | undefined {
  return visits
    .get(String(id))
    ?.changed.flatMap((row) => row.changes)
    .find((change) => change.key === field);
}
