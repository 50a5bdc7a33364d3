import type { AreaSelection } from '@contract/area-selection';
import { AREAS_TEXT } from '../area-selection/saved-areas-constants';
import type { GeoUnitFeature, MapGeography } from './geography-features';

function namesOf(ids: readonly number[], features: readonly GeoUnitFeature[]): string[] {
  const byId = new Map(features.map((feature) => [feature.properties.id, feature.properties.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}

/**
 * The text beside the map's outline of the selection of areas (WCAG 1.1.1: the outline is not
 * the only way to know what narrows the rows): its submarkets and municipalities by name, its
 * polygons by their saved area's name or as the Areas panel numbers drawn ones. Null without a
 * selection.
 */
export function selectionOutlineText(selection: AreaSelection | null, geography: MapGeography): string | null {
  if (selection === null) return null;
  const names = [
    ...namesOf(selection.submarketIds, geography.submarkets.features),
    ...namesOf(selection.municipalityIds, geography.municipalities.features),
    ...selection.polygons.map((polygon, index) => polygon.name ?? AREAS_TEXT.drawnPolygon(index + 1)),
  ];
  return names.length === 0 ? null : AREAS_TEXT.onMap(names.join(', '));
}
