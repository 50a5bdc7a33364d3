import { useEffect, useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { GALLERY_PER_ROW } from './media-constants';

export interface GalleryPicture {
  src: string;
  caption: string;
}

interface GalleryCarouselProps {
  pictures: readonly GalleryPicture[];
  /** Names the gallery, its pictures' buttons and the carousel dialog. */
  title: string;
  perRow?: number;
}

/**
 * Pictures in rows of `perRow` (4 by default, part 2 §9); a picture opens the carousel at it
 * (part 2 §2.9). The carousel is a dialog: focus stays inside, Escape closes it, the arrow keys
 * and the Previous/Next buttons move between pictures, wrapping at the ends.
 */
export function GalleryCarousel({ pictures, title, perRow = GALLERY_PER_ROW }: GalleryCarouselProps) {
  const [shown, setShown] = useState<number | null>(null);
  const count = pictures.length;
  const step = (by: number) => setShown((index) => (index === null ? null : (index + by + count) % count));
  const current = shown === null ? null : pictures[shown];

  const open = shown !== null;
  useEffect(() => {
    if (!open) return;
    // On the document, so the keys work wherever focus sits inside the dialog.
    const onKeyDown = (event: KeyboardEvent) => {
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (by === 0) return;
      event.preventDefault();
      setShown((index) => (index === null ? null : (index + by + count) % count));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, count]);

  return (
    <>
      <SimpleGrid cols={perRow} spacing="sm" role="list" aria-label={title}>
        {pictures.map((picture, index) => (
          <div role="listitem" key={`${picture.src}-${index}`}>
            {/* A block, so a picture still loading does not drop its button to the text baseline and
                break the row's alignment. */}
            <UnstyledButton
              display="block"
              w="100%"
              // A picture that fails to load still leaves a button to click.
              mih={48}
              onClick={() => setShown(index)}
              aria-label={`Open ${picture.caption} in the carousel`}
            >
              <img src={picture.src} alt="" style={{ width: '100%', height: 'auto', display: 'block' }} />
            </UnstyledButton>
            <Text size="sm">{picture.caption}</Text>
          </div>
        ))}
      </SimpleGrid>
      <Modal
        opened={current !== null && current !== undefined}
        onClose={() => setShown(null)}
        title={title}
        size="xl"
        centered
        trapFocus
        closeOnEscape
        closeButtonProps={{ 'aria-label': `Close ${title}` }}
      >
        {current && (
          <div>
            <img src={current.src} alt={current.caption} style={{ width: '100%', height: 'auto', display: 'block' }} />
            <Group justify="space-between" mt="sm">
              <Button variant="default" onClick={() => step(-1)} disabled={count < 2}>
                Previous
              </Button>
              <Text aria-live="polite">
                {current.caption} ({(shown ?? 0) + 1} of {count})
              </Text>
              <Button variant="default" onClick={() => step(1)} disabled={count < 2}>
                Next
              </Button>
            </Group>
          </div>
        )}
      </Modal>
    </>
  );
}
