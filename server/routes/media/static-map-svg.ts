import { worldPixel, type StaticMapView } from '@contract/static-map';
import type { MultiPolygonCoordinates } from '../../seed/geography-file';

/**
 * A static map drawn from the app's own geography (the product needs no tile server): water
 * background, land polygons, boundaries and a red marker per point, in Web Mercator like the
 * interactive map, so the picture matches it at the same centre and zoom.
 */

export type { StaticMapView };

export interface MapArea {
  polygons: MultiPolygonCoordinates;
  /** Municipalities give the land and the heavier outlines; submarkets the fine lines. */
  level: 'municipality' | 'submarket';
}

const WATER = '#a7cbe0';
const LAND = '#eef0e6';

export function staticMapSvg(view: StaticMapView, areas: MapArea[], markers: Array<[number, number]>): string {
  const [centreX, centreY] = worldPixel(view.longitude, view.latitude, view.zoom);
  const left = centreX - view.width / 2;
  const top = centreY - view.height / 2;
  const toScreen = (lng: number, lat: number): [number, number] => {
    const [x, y] = worldPixel(lng, lat, view.zoom);
    return [x - left, y - top];
  };
  const visible = (ring: number[][]) =>
    ring.some(([lng = 0, lat = 0]) => {
      const [x, y] = toScreen(lng, lat);
      return x >= -view.width && x <= 2 * view.width && y >= -view.height && y <= 2 * view.height;
    });
  const pathOf = (polygons: MultiPolygonCoordinates) =>
    polygons
      .filter((rings) => rings[0] !== undefined && visible(rings[0]))
      .flatMap((rings) =>
        rings.map(
          (ring) =>
            'M' +
            ring
              .map(([lng = 0, lat = 0]) => {
                const [x, y] = toScreen(lng, lat);
                return `${x.toFixed(1)},${y.toFixed(1)}`;
              })
              .join('L') +
            'Z',
        ),
      )
      .join('');
  const paths = areas.map((area) => ({ level: area.level, d: pathOf(area.polygons) })).filter((area) => area.d !== '');
  const municipalities = paths.filter((area) => area.level === 'municipality');
  // Land first, then the fine submarket lines, then municipality lines on top of them.
  const shapes = [
    ...municipalities.map((area) => `<path d="${area.d}" fill="${LAND}" fill-rule="evenodd"/>`),
    ...paths
      .filter((area) => area.level === 'submarket')
      .map((area) => `<path d="${area.d}" fill="none" stroke="#92a9b8" stroke-width="0.8"/>`),
    ...municipalities.map((area) => `<path d="${area.d}" fill="none" stroke="#4d728c" stroke-width="1.6"/>`),
  ];
  const pins = markers.map(([lat, lng]) => {
    const [x, y] = toScreen(lng, lat);
    return `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)})"><path d="M0,0 C-3,-8 -9,-12 -9,-19 A9,9 0 1 1 9,-19 C9,-12 3,-8 0,0Z" fill="#d32f2f" stroke="#7f0000" stroke-width="1"/><circle cy="-19" r="3.5" fill="#ffffff"/></g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="0 0 ${view.width} ${view.height}" role="img" aria-label="Map">`,
    `<rect width="${view.width}" height="${view.height}" fill="${WATER}"/>`,
    ...shapes,
    ...pins,
    '</svg>',
  ].join('');
}
