/** The axe-core rule tags every accessibility check runs: WCAG 2.1 A and AA (the browser tier and the e2e crawl). */
export const AXE_WCAG_TAGS: readonly string[] = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
