import { Stack, Title } from '@mantine/core';
import { safeHref } from '@contract/project-display';
import type { ProjectDisplayResponse } from '@contract/urban-project';
import { GalleryCarousel } from '../media/gallery-carousel';
import { GALLERY_TITLE } from './profile-constants';

/**
 * A profile's gallery (part 2 §2.8, §2.9): pictures 4 a row that open the carousel; a picture
 * whose address is not a safe link is left out. Nothing shows without pictures.
 */
export function ProfileGallery({ name, gallery }: { name: string; gallery: ProjectDisplayResponse['gallery'] }) {
  const pictures = gallery.flatMap((picture) => {
    const src = safeHref(picture.image);
    return src === null ? [] : [{ src, caption: picture.caption }];
  });
  if (pictures.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2}>{GALLERY_TITLE}</Title>
      <GalleryCarousel title={`${name} gallery`} pictures={pictures} />
    </Stack>
  );
}
