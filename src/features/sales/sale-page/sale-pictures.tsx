import type { SaleDisplayPayload } from '@contract/sales-display';
import { GalleryCarousel } from '../../../components/media/gallery-carousel';
import { SALE_SECTIONS } from './sale-page-constants';
import { SaleSection } from './sale-section';

/** Sale Pictures in rows of 4; each opens the carousel at itself (part 2 §2.6, §9). */
export function SalePicturesSection({ pictures }: { pictures: SaleDisplayPayload['slideshow'] }) {
  if (pictures.length === 0) return null;
  return (
    <SaleSection title={SALE_SECTIONS.pictures}>
      <div className="sale-pictures">
        <GalleryCarousel
          title={SALE_SECTIONS.pictures}
          pictures={pictures.map((picture, index) => ({
            src: picture.url,
            caption: picture.caption || `Picture ${index + 1}`,
          }))}
        />
      </div>
    </SaleSection>
  );
}
