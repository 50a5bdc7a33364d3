import { rmSync } from 'node:fs';

/** The end-to-end server's temporary database goes away with the run. */
export default function removeDataDir(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
