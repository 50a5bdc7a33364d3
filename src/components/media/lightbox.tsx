import { useEffect, useRef } from 'react';
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
 * the picture 100 ms after it opens, once the opening transition has placed it.
 */
export function Lightbox({ opened, onClose, src, title }: LightboxProps) {
  const pictureRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => pictureRef.current?.focus(), LIGHTBOX_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened]);

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
