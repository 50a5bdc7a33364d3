import { SPECIAL_TAB_LABELS } from './landing-constants';

/** A tab's label: condo_active reads 'condo new', and so on; others replace the underscore with a space. */
export function tabLabel(groupKey: string): string {
  return SPECIAL_TAB_LABELS[groupKey] ?? groupKey.replace('_', ' ');
}
