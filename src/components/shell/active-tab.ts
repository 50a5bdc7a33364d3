/**
 * Which top-navigation tab is active (part 1 §2): home is tab 1; project and rental routes
 * tab 2; sale routes tab 3; reports tab 4; anything else tab 1.
 */
export type NavTabNumber = 1 | 2 | 3 | 4;

export function activeTabNumber(appPath: string): NavTabNumber {
  const section = appPath.split('/')[1] ?? '';
  switch (section) {
    case 'project':
    case 'rental':
      return 2;
    case 'property':
    case 'sale':
      return 3;
    case 'analysis':
      return 4;
    default:
      return 1;
  }
}
