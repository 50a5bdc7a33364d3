import axe from 'axe-core';
import { AXE_WCAG_TAGS } from '@test-support/axe-tags';

/** WCAG 2.1 A and AA violations axe-core finds in the document, one line each (empty when clean). */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
