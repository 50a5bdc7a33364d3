import { STANDING_LABELS, type ProjectStanding, type ProjectType } from './product-facts';

/**
 * Map pin icons of projects (part 1 §9 legend: condo New, Resale/Rental, Proposed; purpose-built
 * Occupied, Under Construction, Proposed). A project row's `map_icon` holds one of these keys;
 * the app serves the pin at `icons/projects/{key}.svg`.
 */
export type ProjectIconKey =
  | 'condo-new'
  | 'condo-resale-rental'
  | 'condo-proposed'
  | 'purpose-built-occupied'
  | 'purpose-built-construction'
  | 'purpose-built-proposed';

export interface ProjectLegendEntry {
  key: ProjectIconKey;
  label: string;
}

/** Legend order and labels, grouped by project type. */
export const PROJECT_LEGEND: Readonly<Record<ProjectType, readonly ProjectLegendEntry[]>> = {
  condo: [
    { key: 'condo-new', label: STANDING_LABELS.active },
    { key: 'condo-resale-rental', label: 'Resale/Rental' },
    { key: 'condo-proposed', label: STANDING_LABELS.proposed },
  ],
  'purpose-built': [
    { key: 'purpose-built-occupied', label: 'Occupied' },
    { key: 'purpose-built-construction', label: STANDING_LABELS.construction },
    { key: 'purpose-built-proposed', label: STANDING_LABELS.proposed },
  ],
};

/** Which pin a project of a type and standing shows; old-stock rentals are occupied buildings. */
export function projectIconKey(projectType: ProjectType, standing: ProjectStanding): ProjectIconKey {
  if (projectType === 'condo') {
    if (standing === 'active') return 'condo-new';
    if (standing === 'proposed') return 'condo-proposed';
    return 'condo-resale-rental';
  }
  if (standing === 'proposed') return 'purpose-built-proposed';
  if (standing === 'construction') return 'purpose-built-construction';
  return 'purpose-built-occupied';
}
