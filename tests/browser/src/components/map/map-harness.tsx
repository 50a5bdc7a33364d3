import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MarketMap, type MapHandles, type MarketMapProps } from '@src/components/map/market-map';
import type { LatLng } from '@contract/geo-filter';
import { theme } from '@src/theme';
import { TEST_REGIONS } from '@test-support/browser/map-fixtures';

type HarnessProps = Partial<Omit<MarketMapProps, 'onGeoFilterChange' | 'onMapReady'>> & Pick<MarketMapProps, 'pins'>;

/** Waits until maplibre has drawn everything it has (tiles, sources, transitions). */
export async function settled(map: MaplibreMap): Promise<void> {
  await expect.poll(() => map.loaded() && !map.isMoving(), { timeout: 45_000 }).toBe(true);
  await new Promise<void>((resolve) => {
    map.once('idle', () => resolve());
    map.triggerRepaint();
  });
}

/**
 * Renders the map as a view would: the geoFilter is owned outside the map and fed back in,
 * the way the URL round trip does. Every reported geoFilter change is recorded.
 */
export async function renderMarketMap(props: HarnessProps) {
  const geoFilterChanges: Array<LatLng[] | null> = [];
  let handles: MapHandles | null = null;
  let replacePins: (pins: MarketMapProps['pins'], pending: boolean) => void = () => {};

  function Harness() {
    const [geoFilter, setGeoFilter] = useState<readonly LatLng[] | null>(props.geoFilter ?? null);
    const [shown, setShown] = useState({ pins: props.pins, pending: props.pinsPending ?? false });
    replacePins = (pins, pending) => setShown({ pins, pending });
    return (
      <MantineProvider theme={theme}>
        <MarketMap
          regions={TEST_REGIONS}
          {...props}
          pins={shown.pins}
          pinsPending={shown.pending}
          geoFilter={geoFilter}
          onGeoFilterChange={(points) => {
            geoFilterChanges.push(points);
            setGeoFilter(points);
          }}
          onMapReady={(ready) => {
            handles = ready;
          }}
        />
      </MantineProvider>
    );
  }

  const screen = await render(<Harness />);
  await expect.poll(() => handles !== null, { timeout: 45_000 }).toBe(true);
  const { map, overlay } = handles as unknown as MapHandles;
  await settled(map);
  /** New results, as a search or a client filter produces them; `pending` while their pins are still loading. */
  const setPins = (pins: MarketMapProps['pins'], { pending = false }: { pending?: boolean } = {}) =>
    replacePins(pins, pending);
  return { screen, map, overlay, geoFilterChanges, setPins };
}
