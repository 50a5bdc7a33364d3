import { useEffect, useState } from 'react';
import type { LandingDatasetHandle, MarketEngine } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { beginLoading } from '../../state/loading';
import { LANDING_SEARCH_ERROR } from './landing-constants';

const NO_GROUPS: readonly LandingDatasetHandle[] = [];

function releaseAll(engine: MarketEngine, groups: readonly LandingDatasetHandle[]): void {
  for (const group of groups)
    engine.release(group).catch((error: unknown) => console.warn('Could not release a landing group', error));
}

/**
 * The landing search (part 1 §4): every change of the selected regions opens
 * `byregionlanding` in the engine (each result group its own dataset, parsed off the UI thread)
 * under the global loading state. No call is made without regions. A failure is logged only,
 * the loading state cleared and nothing shown (part 1 §8).
 */
export function useLandingResults(engine: MarketEngine, regionIds: readonly string[]): readonly LandingDatasetHandle[] {
  const [groups, setGroups] = useState<readonly LandingDatasetHandle[]>(NO_GROUPS);
  // The selection arrives as a new array on every change; its content decides.
  const regionKey = regionIds.join(',');

  useEffect(() => {
    // The current tabs stay while the next regions load, so the selected tab survives a reload.
    if (regionKey === '') {
      setGroups(NO_GROUPS);
      return;
    }
    const controller = new AbortController();
    const endLoading = beginLoading();
    engine
      .openLanding({ 'regionId[]': regionKey.split(',') }, { signal: controller.signal })
      .then((opened) => {
        if (controller.signal.aborted) releaseAll(engine, opened);
        else setGroups(opened);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isCancellation(error)) return;
        console.error(LANDING_SEARCH_ERROR, error);
        setGroups(NO_GROUPS);
      })
      .finally(endLoading);
    return () => {
      controller.abort();
      endLoading();
    };
  }, [engine, regionKey]);

  // Released after the tabs' views on them (children clean up first), when replaced or unmounted.
  useEffect(() => () => releaseAll(engine, groups), [engine, groups]);

  return groups;
}
