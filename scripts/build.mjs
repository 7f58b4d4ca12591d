// The production build: transpile src/ and channels/ to dist/ with esbuild, file by file (no
// bundling, same layout as the source), then copy the files the code reads at run time beside the
// compiled code, at the same relative paths it uses from the source tree (migrations at
// dist/drizzle, the sample catalog, the web chat's static files).
//
// Why esbuild and not tsc: the tests and `npm run dev` run the code as esbuild transpiles it (tsx,
// vitest), so the image runs what was tested; and tsc took about 11 s of each image build where
// esbuild takes well under one. Types are checked by `npm run typecheck` (CI runs it first).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const SOURCE_DIRS = ['src', 'channels'];
const RUNTIME_FILES = ['drizzle', 'src/catalog/sample-catalog.json', 'channels/webchat/public'];

function typescriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typescriptFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

rmSync(dist, { recursive: true, force: true });
const entryPoints = SOURCE_DIRS.flatMap((dir) => typescriptFiles(join(root, dir)));
await build({
  entryPoints,
  outdir: dist,
  outbase: root,
  bundle: false,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
});
for (const path of RUNTIME_FILES) cpSync(join(root, path), join(dist, path), { recursive: true });
console.log(`built dist/ from ${entryPoints.length} files (start it with: npm start); ${relative(root, dist)}/src/server.js is the entry`);
