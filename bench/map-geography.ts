/**
 * Parsing the regions configuration into map features (8 regions, 32 municipalities, 75
 * submarkets of real census-tract boundaries). It runs once per configuration on the UI thread,
 * so it must stay well under one long task (50 ms).
 */
import { buildMapGeography } from '../src/components/map/geography-features';
import { GTA_REGIONS } from '../tests/browser/src/components/map/gta-regions';
import { measure, type Summary } from './measure';

export async function mapGeographyScenario(iterations: number): Promise<Summary> {
  return measure(() => buildMapGeography(GTA_REGIONS), iterations, 3);
}
