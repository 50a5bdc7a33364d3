import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import classes from './results-table.module.css';

/** Marks a row action button; its value is the tooltip text. */
export const ROW_ACTION_TOOLTIP_ATTRIBUTE = 'data-row-action-tooltip';

interface ShownTooltip {
  label: string;
  /** Viewport position of the button's top left corner (the actions column is the first). */
  x: number;
  y: number;
}

function tooltipTarget(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${ROW_ACTION_TOOLTIP_ATTRIBUTE}]`) : null;
}

/**
 * The tooltip of every row action button of one table (part 1 §2 "Row action tooltips"), shown
 * above the button under the pointer or with the focus. One per table rather than a Mantine
 * Tooltip per button: those mounted floating-position hooks for each action of every row
 * scrolled into view. The buttons carry their label as their accessible name too.
 */
export function RowActionTooltip({ container }: { container: HTMLElement | null }) {
  const [shown, setShown] = useState<ShownTooltip | null>(null);
  useEffect(() => {
    if (container === null) return;
    const show = (event: Event) => {
      const button = tooltipTarget(event.target);
      if (button === null) return;
      const rect = button.getBoundingClientRect();
      const label = button.getAttribute(ROW_ACTION_TOOLTIP_ATTRIBUTE) ?? '';
      setShown({ label, x: rect.left, y: rect.top });
    };
    const hide = (event: Event) => {
      if (tooltipTarget(event.target) !== null) setShown(null);
    };
    const hideOnScroll = () => setShown(null);
    container.addEventListener('pointerover', show);
    container.addEventListener('focusin', show);
    container.addEventListener('pointerout', hide);
    container.addEventListener('focusout', hide);
    container.addEventListener('scroll', hideOnScroll, { passive: true });
    return () => {
      container.removeEventListener('pointerover', show);
      container.removeEventListener('focusin', show);
      container.removeEventListener('pointerout', hide);
      container.removeEventListener('focusout', hide);
      container.removeEventListener('scroll', hideOnScroll);
    };
  }, [container]);
  if (shown === null) return null;
  return createPortal(
    <div role="tooltip" className={classes.rowActionTooltip} style={{ left: shown.x, top: shown.y }}>
      {shown.label}
    </div>,
    document.body,
  );
}
