import { useCallback, useEffect, useRef } from 'react';
import { Modal, UnstyledButton } from '@mantine/core';
import { LIGHTBOX_FOCUS_DELAY_MS, LIGHTBOX_SIZE_PX } from './media-constants';

interface LightboxProps {
  opened: boolean;
  onClose: () => void;
  src: string;
  /** Names the dialog and the picture. */
  title: string;
}

/**
 * One picture at 640x640 in a dialog (part 2 §2.9, §9). It closes on Escape or a click (on the
 * picture or outside it); focus stays inside while it is open (Mantine's focus trap) and moves to
 * the picture 100 ms after it appears.
 */
export function Lightbox({ opened, onClose, src, title }: LightboxProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The dialog mounts its content a frame or more after `opened` (its transition), so the delay
  // counts from when the picture is in the page; on a busy machine a timer started earlier could
  // fire before there is anything to focus.
  const pictureRef = useCallback((picture: HTMLButtonElement | null) => {
    clearTimeout(timer.current);
    if (picture !== null) timer.current = setTimeout(() => picture.focus(), LIGHTBOX_FOCUS_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="auto"
      centered
      trapFocus
      closeOnEscape
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': `Close ${title}` }}
    >
      <UnstyledButton ref={pictureRef} onClick={onClose} aria-label={`${title}: click to close`} display="block">
        <img
          src={src}
          alt={title}
          width={LIGHTBOX_SIZE_PX}
          height={LIGHTBOX_SIZE_PX}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'contain' }}
        />
      </UnstyledButton>
    </Modal>
  );
}
