/**
 * What a picture PDF leaves out of the page (beyond the spec): every control. Buttons, inputs,
 * selects, switches, radios, tabs and links styled as buttons are removed with their labels; a
 * control that carries the page's content (a table cell's expand button holding the period, a
 * picture that opens the lightbox) gives up its control and keeps its content.
 */

/** Anything a user operates. */
export const CONTROL_SELECTOR = [
  'button',
  'input',
  'select',
  'textarea',
  '[role="button"]',
  '[role="combobox"]',
  '[role="listbox"]',
  '[role="switch"]',
  '[role="slider"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="radiogroup"]',
  '[role="tab"]',
  '[role="tablist"]',
  '.mantine-Button-root',
  '.mantine-ActionIcon-root',
  '[data-pdf-exclude]',
].join(', ');

/** The wrapper that holds a form control with its label and description (Mantine's inputs, radios). */
const CONTROL_WRAPPER = '.mantine-InputWrapper-root, .mantine-Radio-root, .mantine-Checkbox-root, .mantine-Switch-root';

/** Content a control may carry that the PDF keeps. */
const KEPT_CONTENT = 'img, picture, canvas';

/** Removes the controls from `root` (a detached or off-screen copy of the page), keeping the content they carry. */
export function leaveOutControls(root: HTMLElement): void {
  for (const node of Array.from(root.querySelectorAll<HTMLElement>(CONTROL_SELECTOR))) {
    if (!root.contains(node)) continue;
    const carriesContent =
      !node.matches('[data-pdf-exclude]') &&
      (node.closest('td, th') !== null || node.querySelector(KEPT_CONTENT) !== null);
    if (carriesContent) {
      node.replaceWith(...Array.from(node.childNodes));
      continue;
    }
    const wrapper = node.closest(CONTROL_WRAPPER);
    (wrapper !== null && root.contains(wrapper) && wrapper !== root ? wrapper : node).remove();
  }
  // A label left without its control says nothing in print.
  for (const label of Array.from(root.querySelectorAll('label[for]'))) {
    const id = label.getAttribute('for');
    if (id !== null && root.querySelector(`#${CSS.escape(id)}`) === null) label.remove();
  }
}
