// What the server says when it cannot open the PostgreSQL database: which variable points where
// (never its password), what went wrong, and what to do about the usual causes.

/** The URL with its password replaced, for messages and logs. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

const HINTS: Record<string, (url: URL) => string> = {
  // invalid_catalog_name: the database does not exist yet.
  '3D000': (url) =>
    `Create it first, for example: createdb -h ${url.hostname} -p ${url.port || 5432} -U ${decodeURIComponent(url.username) || 'postgres'} ${decodeURIComponent(url.pathname.slice(1))} (see README, "Running it").`,
  '28P01': () => 'Check the user name and password in DATABASE_URL.',
  '28000': () => 'Check the user name in DATABASE_URL and that pg_hba.conf lets it connect from here.',
  ECONNREFUSED: () => 'Is PostgreSQL running, and listening on that host and port?',
  ENOTFOUND: () => 'The host name does not resolve: check the host in DATABASE_URL.',
  CONNECT_TIMEOUT: () => 'No answer from that host and port: check DATABASE_URL and the network.',
};

export function describeConnectionFailure(databaseUrl: string, error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const secret = safeUrl(databaseUrl)?.password;
  let reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  if (secret) reason = reason.split(secret).join('***');
  const url = safeUrl(databaseUrl);
  const hint = url && HINTS[code] ? ` ${HINTS[code](url)}` : '';
  return `Could not open the PostgreSQL database at DATABASE_URL=${withoutPassword(databaseUrl)}: ${reason}${code && !reason.includes(code) ? ` (${code})` : ''}.${hint}`;
}

function safeUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
