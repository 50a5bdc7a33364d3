import type { KeyboardEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface CarouselPicture {
  url: string;
  caption: string;
}

/**
 * The sale pictures' carousel (part 2 §2.6): an accessible dialog (Mantine's Modal traps focus and
 * closes on Escape, then returns focus to the picture that opened it); the arrow keys and the
 * Previous / Next buttons move through the pictures, wrapping at the ends.
 */
export function PictureCarousel({
  pictures,
  index,
  onIndexChange,
  onClose,
}: {
  pictures: readonly CarouselPicture[];
  /** The picture shown, or null when the carousel is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const count = pictures.length;
  const current = index === null ? undefined : pictures[index];
  const move = (step: number) => {
    if (index !== null && count > 0) onIndexChange((index + step + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    }
  };
  return (
    <Modal
      opened={current !== undefined}
      onClose={onClose}
      title="Sale Pictures"
      size="xl"
      centered
      onKeyDown={onKeyDown}
      closeButtonProps={{ 'aria-label': 'Close pictures' }}
    >
      {current !== undefined && index !== null && (
        <Stack gap="sm">
          <img
            src={current.url}
            alt={current.caption || `Picture ${index + 1}`}
            style={{ display: 'block', width: '100%', height: 'auto' }}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={() => move(-1)} disabled={count < 2}>
              Previous
            </Button>
            <Text aria-live="polite">
              {current.caption ? `${current.caption} - ` : ''}
              {`${index + 1} of ${count}`}
            </Text>
            <Button variant="default" onClick={() => move(1)} disabled={count < 2}>
              Next
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
