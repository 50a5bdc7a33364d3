import { SimpleGrid, Stack, Text, useMatches } from '@mantine/core';
import type { SaleDisplayProperty } from '@contract/sales-display';
import { locationColour, locationLetter } from './sale-display-text';
import { GALLERY_PER_ROW, MAP_IMAGE_SIZES } from '../../../components/media/media-constants';
import { SALE_LOCATION_MAX_LABELS, SALE_SECTIONS } from './sale-page-constants';
import { SaleSection } from './sale-section';
import { saleMapView } from './static-map-view';
import { staticMapUrl } from '../../../components/media/static-map-url';

/**
 * Sale Locations (part 2 §2.6, §7, §9): a static map picture from our own server, sized by screen
 * breakpoint, with a lettered coloured pin per property, and the matching legend chips in rows of
 * 4; at most 26 properties get a letter. A static picture (not the interactive map) is what the
 * spec describes for sales, and it is what Save as PDF can capture (a WebGL canvas cannot be).
 */
export function SaleLocationsSection({ properties }: { properties: readonly SaleDisplayProperty[] }) {
  const size = useMatches({
    base: MAP_IMAGE_SIZES.xs,
    sm: MAP_IMAGE_SIZES.sm,
    md: MAP_IMAGE_SIZES.md,
    lg: MAP_IMAGE_SIZES.lg,
    xl: MAP_IMAGE_SIZES.xl,
  });
  const labelled = properties.slice(0, SALE_LOCATION_MAX_LABELS);
  const placed = saleMapView(labelled, size);
  if (placed === null) return null;
  const names = labelled.map((property) => property.name || property.full_address);
  return (
    <SaleSection title={SALE_SECTIONS.locations}>
      <div className="sale-map" style={{ width: size.width, height: size.height }} data-pdf-keep>
        <img
          src={staticMapUrl(placed.view, [])}
          width={size.width}
          height={size.height}
          alt={`Map of ${labelled.length === 1 ? 'the sale location' : `${labelled.length} sale locations`}`}
        />
        {placed.pins.map((pin) => (
          <span
            key={pin.index}
            className="sale-map-pin"
            aria-hidden="true"
            data-letter={locationLetter(pin.index)}
            style={{ left: pin.x, top: pin.y, background: locationColour(pin.index) }}
          >
            {locationLetter(pin.index)}
          </span>
        ))}
      </div>
      <SimpleGrid cols={GALLERY_PER_ROW} spacing="xs" role="list" aria-label="Sale location legend">
        {labelled.map((property, index) => (
          <Stack key={index} role="listitem" gap={0} data-pdf-keep>
            <Text component="span" size="sm" style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
              <span className="sale-location-chip" style={{ background: locationColour(index) }}>
                {locationLetter(index)}
              </span>
              {names[index]}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </SaleSection>
  );
}
