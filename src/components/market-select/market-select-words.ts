import type { RegionConfig } from '@contract/geography';
import type { ExportAboutLine } from '@contract/engine';
import { namesOf } from '../results-table/export-about-lines';
import { MARKET_SELECT_LABELS } from './market-select';

export interface MarketSelection {
  regionIds: readonly string[];
  municipalityIds: readonly string[];
  /** Omitted by views without a Submarket control (sales). */
  submarketIds?: readonly string[];
}

/**
 * The market selection in words, as MarketSelect labels its controls: the chosen regions,
 * municipalities and submarkets by name (blank controls give blank values).
 */
export function marketSelectionInWords(
  regions: readonly RegionConfig[],
  selection: MarketSelection,
): ExportAboutLine[] {
  const municipalities = regions.flatMap((region) => region.municipalities);
  const lines: ExportAboutLine[] = [
    { label: MARKET_SELECT_LABELS.region, value: namesOf(selection.regionIds, regions) },
    { label: MARKET_SELECT_LABELS.municipality, value: namesOf(selection.municipalityIds, municipalities) },
  ];
  if (selection.submarketIds !== undefined) {
    const submarkets = municipalities.flatMap((municipality) => municipality.submarkets);
    lines.push({ label: MARKET_SELECT_LABELS.submarket, value: namesOf(selection.submarketIds, submarkets) });
  }
  return lines;
}
