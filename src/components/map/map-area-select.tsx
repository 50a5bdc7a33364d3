import { memo, useMemo, useState } from 'react';
import { Select, Text, VisuallyHidden } from '@mantine/core';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { GeoLevel, GeoUnitFeature, MapGeography } from './geography-features';
import { MAP_AREA_TEXT } from './map-keyboard-constants';
import type { Bounds } from './view-reset';

/** A boundary the map can be moved to: its level, name and extent. */
export interface MapArea {
  level: GeoLevel;
  id: number;
  name: string;
  bounds: Bounds;
}

function areaValue(level: GeoLevel, id: number): string {
  return `${level}:${id}`;
}

/** [west, south, east, north] of a unit's outer rings; only when it is picked. */
export function featureBounds(feature: GeoUnitFeature): Bounds {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const polygon of feature.geometry.coordinates) {
    for (const [lng, lat] of polygon[0]!) {
      if (lng! < west) west = lng!;
      if (lng! > east) east = lng!;
      if (lat! < south) south = lat!;
      if (lat! > north) north = lat!;
    }
  }
  return [west, south, east, north];
}

/**
 * The regions, municipalities and submarkets drawn on the map, grouped by region in the
 * configuration's order: each municipality under its region, each submarket under its
 * municipality (named "Municipality: Submarket" so a screen reader hears where it lies).
 */
function areaGroups(geography: MapGeography): ComboboxItemGroup<ComboboxItem>[] {
  const item = (feature: GeoUnitFeature, label: string) => ({
    value: areaValue(feature.properties.level, feature.properties.id),
    label,
  });
  return geography.regions.features.map((region) => {
    const municipalities = geography.municipalities.features.filter(
      (m) => m.properties.parentId === region.properties.id,
    );
    const items = [
      item(region, `${region.properties.name} (${MAP_AREA_TEXT.levels.region})`),
      ...municipalities.flatMap((municipality) => [
        item(municipality, `${municipality.properties.name} (${MAP_AREA_TEXT.levels.municipality})`),
        ...geography.submarkets.features
          .filter((submarket) => submarket.properties.parentId === municipality.properties.id)
          .map((submarket) =>
            item(
              submarket,
              `${municipality.properties.name}: ${submarket.properties.name} (${MAP_AREA_TEXT.levels.submarket})`,
            ),
          ),
      ]),
    ];
    return { group: region.properties.name, items };
  });
}

function findArea(geography: MapGeography, value: string): MapArea | null {
  const [level, idText] = value.split(':') as [GeoLevel, string];
  const collection =
    level === 'region' ? geography.regions : level === 'municipality' ? geography.municipalities : geography.submarkets;
  const feature = collection.features.find((f) => f.properties.id === Number(idText));
  if (feature === undefined) return null;
  return { level, id: feature.properties.id, name: feature.properties.name, bounds: featureBounds(feature) };
}

interface MapAreaSelectProps {
  geography: MapGeography;
  /** The map is loaded: moving it needs it. */
  ready: boolean;
  onArea: (area: MapArea) => void;
}

/**
 * Every boundary the map draws, reachable from the keyboard (beyond the spec, WCAG 2.1.1): a
 * searchable list of the regions, municipalities and submarkets; choosing one moves the map to
 * it, as a mouse user pans and zooms to a boundary they see.
 */
export const MapAreaSelect = memo(function MapAreaSelect({ geography, ready, onArea }: MapAreaSelectProps) {
  const data = useMemo(() => areaGroups(geography), [geography]);
  const [value, setValue] = useState<string | null>(null);
  const [shown, setShown] = useState('');
  return (
    <>
      <Select
        label={MAP_AREA_TEXT.label}
        placeholder={MAP_AREA_TEXT.placeholder}
        data={data}
        value={value}
        searchable
        clearable
        disabled={!ready}
        size="xs"
        w={320}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          setValue(next);
          const area = next === null ? null : findArea(geography, next);
          if (area === null) return;
          onArea(area);
          setShown(MAP_AREA_TEXT.shown(area.name));
        }}
      />
      <VisuallyHidden>
        <Text role="status">{shown}</Text>
      </VisuallyHidden>
    </>
  );
});
