import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';

/** The focused element, or null while focus is on the page itself. */
export function focused(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element matches, as a keyboard user
 * moves through the page; fails when `max` presses do not reach it (it is not in the tab order).
 */
export async function tabTo(
  matches: (element: HTMLElement) => boolean,
  { max = 60, back = false, what = 'the element' }: { max?: number; back?: boolean; what?: string } = {},
): Promise<HTMLElement> {
  for (let press = 0; press < max; press++) {
    const element = focused();
    if (element !== null && matches(element)) return element;
    await userEvent.keyboard(back ? '{Shift>}{Tab}{/Shift}' : '{Tab}');
  }
  const element = focused();
  expect(element !== null && matches(element), `${what} is not reached with ${max} presses of Tab`).toBe(true);
  return element!;
}

/** An element's accessible text as the tests match it: its aria-label, else its text. */
export function nameOf(element: Element): string {
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
}
