import { useState } from 'react';
import { SimpleGrid, UnstyledButton } from '@mantine/core';
import { Lightbox } from '../media/lightbox';
import { LIGHTBOX_SIZE_PX, MAP_IMAGE_SIZES, PROJECT_STATIC_MAP_ZOOM } from '../media/media-constants';
import { staticMapUrl } from '../media/static-map-url';
import { useScreenBreakpoint } from '../media/use-screen-breakpoint';
import { safeHref } from '@contract/project-display';
import type { ProjectDisplayResponse } from '@contract/urban-project';

type Opened = 'picture' | 'map' | null;

/** A picture shown at the breakpoint's size that opens the lightbox. */
function OpeningImage({
  src,
  size,
  label,
  onOpen,
}: {
  src: string;
  size: { width: number; height: number };
  label: string;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton onClick={onOpen} aria-label={label}>
      <img
        src={src}
        alt=""
        width={size.width}
        height={size.height}
        style={{ display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'cover' }}
      />
    </UnstyledButton>
  );
}

/** What a profile's pictures need: a project's or a rental property's display data have it. */
export type ProfilePlace = Pick<ProjectDisplayResponse, 'name' | 'thumbnail_url' | 'latitude' | 'longitude'>;

/**
 * The main picture and the static map of a profile (part 2 §2.8, §2.9, §7, §9): the map is sized
 * by the screen breakpoint, from our own server at zoom 15 with a red marker; each opens in the
 * lightbox, the map at the lightbox's 640x640.
 */
export function ProfileImages({ display }: { display: ProfilePlace }) {
  const [opened, setOpened] = useState<Opened>(null);
  const size = MAP_IMAGE_SIZES[useScreenBreakpoint()];
  const point = { latitude: display.latitude, longitude: display.longitude, zoom: PROJECT_STATIC_MAP_ZOOM };
  const mapSrc = staticMapUrl({ ...point, ...size });
  const lightboxMapSrc = staticMapUrl({ ...point, width: LIGHTBOX_SIZE_PX, height: LIGHTBOX_SIZE_PX });
  const pictureSrc = safeHref(display.thumbnail_url);
  const pictureTitle = `${display.name} picture`;
  const mapTitle = `${display.name} map`;

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {pictureSrc !== null && (
          <OpeningImage
            src={pictureSrc}
            size={size}
            label={`Open ${pictureTitle}`}
            onOpen={() => setOpened('picture')}
          />
        )}
        <OpeningImage src={mapSrc} size={size} label={`Open ${mapTitle}`} onOpen={() => setOpened('map')} />
      </SimpleGrid>
      {pictureSrc !== null && (
        <Lightbox opened={opened === 'picture'} onClose={() => setOpened(null)} src={pictureSrc} title={pictureTitle} />
      )}
      <Lightbox opened={opened === 'map'} onClose={() => setOpened(null)} src={lightboxMapSrc} title={mapTitle} />
    </>
  );
}
