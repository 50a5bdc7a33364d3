/**
 * Dataset and view handles of one worker (Perspective's habit: handles are freed explicitly by
 * the client). One counter numbers both, so a released id is never reused for either kind.
 */
import type { ClusterIndex, Pins } from '../ops/cluster';
import type { PreparedDataset, ViewState } from '../ops/view';
import { ReplyError } from './engine-reply';
import type { CachedResult } from './result-cache';

export interface ViewEntry {
  /** The dataset handle it was created on. */
  datasetId?: number;
  prepared: PreparedDataset;
  state: ViewState;
  version: number;
  rowsVersion: number;
  /** The parts of the spec that decide which rows pass; the sort and columns do not. */
  rowsKey: string;
  /** The filtered rows' pins (dataset rows, so a sort leaves them valid), made when first asked for. */
  pins: Pins | null;
  /**
   * Built from `pins` when clusters are first asked for: the map's pins and the saved view's
   * visit need no index, and the index takes ten times as long as the pins.
   */
  cluster: ClusterIndex | null;
}

export interface Handles {
  datasets: Map<number, CachedResult>;
  views: Map<number, ViewEntry>;
  next(): number;
  dataset(datasetId: number): CachedResult;
  view(viewId: number): ViewEntry;
}

export function createHandles(): Handles {
  const datasets = new Map<number, CachedResult>();
  const views = new Map<number, ViewEntry>();
  let nextHandle = 1;
  return {
    datasets,
    views,
    next: () => nextHandle++,
    dataset(datasetId) {
      const dataset = datasets.get(datasetId);
      if (dataset === undefined)
        throw new ReplyError({ name: 'HandleError', message: `Dataset ${datasetId} was released` });
      return dataset;
    },
    view(viewId) {
      const view = views.get(viewId);
      if (view === undefined) throw new ReplyError({ name: 'HandleError', message: `View ${viewId} was released` });
      return view;
    },
  };
}
