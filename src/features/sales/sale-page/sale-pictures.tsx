import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { SaleDisplayPayload } from '@contract/sales-display';
import { PictureCarousel } from './picture-carousel';
import { GALLERY_PER_ROW } from '../../../components/media/media-constants';
import { SALE_SECTIONS } from './sale-page-constants';
import { SaleSection } from './sale-section';

/** Sale Pictures in rows of 4; each opens the carousel at itself (part 2 §2.6, §9). */
export function SalePicturesSection({ pictures }: { pictures: SaleDisplayPayload['slideshow'] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (pictures.length === 0) return null;
  return (
    <SaleSection title={SALE_SECTIONS.pictures}>
      <SimpleGrid cols={GALLERY_PER_ROW} spacing="sm" className="sale-pictures">
        {pictures.map((picture, index) => (
          <button
            key={picture.url}
            type="button"
            className="sale-picture-button"
            onClick={() => setOpen(index)}
            aria-label={`Open picture ${index + 1} of ${pictures.length}${picture.caption ? `: ${picture.caption}` : ''}`}
          >
            <img src={picture.url} alt="" loading="lazy" />
          </button>
        ))}
      </SimpleGrid>
      <PictureCarousel pictures={pictures} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </SaleSection>
  );
}
