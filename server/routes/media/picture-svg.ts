/**
 * Deterministic building pictures: the same kind/id/n always draws the same SVG, so pictures can
 * be cached forever and tests can compare them. Nothing is fetched from the internet.
 */

export const PICTURE_KINDS = ['project', 'rental', 'sale'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

const SKY_COLOURS = ['#92ccd2', '#b9dce4', '#f6d6a8', '#cfd8e3', '#a7c4dd'];
const FACADE_COLOURS = ['#102c40', '#4d728c', '#6b7f8e', '#8a6f5a', '#5f6b73', '#2f4b5e'];
const KIND_LABEL: Readonly<Record<PictureKind, string>> = { project: 'Project', rental: 'Rental', sale: 'Sale' };

/** mulberry32: a tiny, well-distributed seeded generator, enough for picture variety. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

export function pictureSvg(kind: PictureKind, id: number, n: number): string {
  const random = seededRandom(id * 7919 + n * 104729 + PICTURE_KINDS.indexOf(kind) * 15485863);
  const width = 640;
  const height = 400;
  const ground = 340;
  const shapes: string[] = [];
  const towers = 1 + Math.floor(random() * 3);
  let x = 60 + random() * 60;
  for (let tower = 0; tower < towers && x < width - 120; tower++) {
    const towerWidth = 90 + random() * 90;
    const towerHeight = 120 + random() * 190;
    const top = ground - towerHeight;
    const facade = pick(FACADE_COLOURS, random);
    shapes.push(
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${towerWidth.toFixed(1)}" height="${towerHeight.toFixed(1)}" fill="${facade}"/>`,
    );
    for (let row = top + 12; row < ground - 20; row += 22) {
      for (let column = x + 10; column < x + towerWidth - 20; column += 20) {
        const lit = random() < 0.3;
        shapes.push(
          `<rect x="${column.toFixed(1)}" y="${row.toFixed(1)}" width="10" height="12" fill="${lit ? '#f9bc62' : '#d9e6ee'}" opacity="0.85"/>`,
        );
      }
    }
    x += towerWidth + 20 + random() * 40;
  }
  const label = `${KIND_LABEL[kind]} ${id} - ${n}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<rect width="${width}" height="${height}" fill="${pick(SKY_COLOURS, random)}"/>`,
    ...shapes,
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="#7a8f6a"/>`,
    `<text x="16" y="${height - 18}" font-family="sans-serif" font-size="18" fill="#ffffff">${label}</text>`,
    '</svg>',
  ].join('');
}
