import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

// `.env` in the working directory, read when present. The real environment wins: a variable set
// there (even to an empty string) is never replaced by the file, so an operator or a container
// can always override what the file says. The file is read once, at start, by the entry points
// (src/server.ts, the catalog import), and handed to loadConfig with the environment.

export type EnvironmentWithFile = {
  env: Record<string, string | undefined>;
  /** The file that was read, or null when there was none. */
  file: string | null;
  /** Names the file set that the environment did not (values are never reported). */
  fromFile: string[];
};

export function withEnvFile(env: Record<string, string | undefined>, path = '.env'): EnvironmentWithFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { env, file: null, fromFile: [] };
    throw error;
  }
  const fromFile: string[] = [];
  const merged: Record<string, string | undefined> = { ...env };
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] !== undefined || value === undefined) continue;
    merged[name] = value;
    fromFile.push(name);
  }
  return { env: merged, file: path, fromFile };
}
