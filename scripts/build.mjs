// The production build: compile src/ and channels/ with tsc into dist/, then copy the files the
// code reads at run time beside the compiled code, at the same relative paths it uses from the
// source tree (migrations at dist/drizzle, the sample catalog, the web chat's static files).
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = new URL('../dist/', import.meta.url);
const RUNTIME_FILES = ['drizzle', 'src/catalog/sample-catalog.json', 'channels/webchat/public'];

rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
for (const path of RUNTIME_FILES) cpSync(new URL(`../${path}`, import.meta.url), new URL(path, dist), { recursive: true });
console.log('built dist/ (start it with: npm start)');
