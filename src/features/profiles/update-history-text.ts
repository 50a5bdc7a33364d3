import { formatIsoDay } from '@contract/dates';
import { formatValue } from '@contract/format';
import { standingLabel } from '@contract/product-facts';
import type { ProjectVersionSummary, StandingComparisonRow } from '@contract/urban-project';
import { shownText } from '../../components/profile/shown-text';

/**
 * The update history's texts (part 2 §2.10), apart from the markup so the Node tests read the page's
 * own words: standings by their labels (contract/product-facts.ts), dates as days, values by format.
 */

/** A Project Versions row: Version, Standing, Updated on, Status. */
export function versionRowTexts(version: ProjectVersionSummary): [string, string, string, string] {
  return [
    String(version.version),
    standingLabel(version.standing),
    formatIsoDay(version.updated_on) ?? shownText(version.updated_on),
    shownText(version.status),
  ];
}

/** The comparison's column headings: one per standing, by its label. */
export function comparisonHeadings(standings: readonly string[]): string[] {
  return standings.map(standingLabel);
}

/** A comparison value that is neither the picture nor the brochure, written by its row's format. */
export function comparisonValueText(row: StandingComparisonRow, value: string | number | null): string {
  return formatValue(value, row);
}
