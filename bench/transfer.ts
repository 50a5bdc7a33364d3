/**
 * Scenario: getting map data of 100,000 points to the UI. The engine builds typed arrays of the
 * filtered rows' pins and transfers their buffers (postMessage with a transfer list, here over
 * a worker_threads MessageChannel, the same structured-clone machinery); the baseline is a
 * structured clone of the row objects a naive worker would post.
 */
import { MessageChannel } from 'node:worker_threads';
import { buildDataset } from '@contract/columnar-dataset';
import { pinIds, pinsOf } from '../workers/ops/cluster';
import { prepareDataset, runView } from '../workers/ops/view';
import { measure, type Summary } from './measure';
import { SYNTHETIC_COLUMNS, syntheticRows } from './synthetic-results';

export interface TransferResult {
  points: number;
  buildPins: Summary;
  transfer: Summary;
  cloneRowObjects: Summary;
}

export async function transferScenario(rowCount: number, iterations: number): Promise<TransferResult> {
  const rows = syntheticRows(rowCount);
  const prepared = prepareDataset(buildDataset(rows, SYNTHETIC_COLUMNS), 'projects');
  const view = runView(prepared, { clientParams: {}, sort: null, visibleColumns: null });
  // The pins as getMapPoints sends them: the view's pins and their record ids, read from their rows.
  const mapPoints = () => {
    const pins = pinsOf(prepared.dataset, view.rows);
    return { ...pins, ids: pinIds(prepared.dataset, pins) };
  };
  const buildPins = await measure(mapPoints, iterations, 1);

  const { port1, port2 } = new MessageChannel();
  const roundTrip = (message: unknown, transfer: ArrayBuffer[]) =>
    new Promise<void>((resolve) => {
      port2.once('message', () => resolve());
      port1.postMessage(message, transfer);
    });
  let points = 0;
  // Only the post and receive are timed; building the pins is measured above.
  const transfer = await measure(
    (pins: ReturnType<typeof mapPoints>) =>
      roundTrip(pins, [
        pins.positions.buffer,
        pins.rows.buffer,
        pins.ids.buffer,
        pins.categories.buffer,
      ] as ArrayBuffer[]),
    iterations,
    1,
    () => {
      const pins = mapPoints();
      points = pins.rows.length;
      return pins;
    },
  );
  const cloneRowObjects = await measure(
    () => roundTrip(rows.slice(0, rowCount), []),
    Math.max(3, Math.floor(iterations / 4)),
    1,
  );
  port1.close();
  port2.close();
  return {
    points,
    buildPins,
    transfer,
    cloneRowObjects,
  };
}
