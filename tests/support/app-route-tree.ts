import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

/**
 * The full path of every route of the router, enumerated from the route files as the router
 * plugin builds its tree (written to a file of our own, not src/routeTree.gen.ts).
 */
export async function appRoutePaths(): Promise<string[]> {
  const root = process.cwd();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'route-tree-'));
  const generatedRouteTree = path.join(folder, 'routeTree.gen.ts');
  let source: string;
  try {
    const config = getConfig({ target: 'react', routesDirectory: 'src/routes', generatedRouteTree }, root);
    await new Generator({ config, root }).run();
    source = fs.readFileSync(generatedRouteTree, 'utf8');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] ?? '');
}
