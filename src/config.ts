import { isIP } from 'node:net';
import { z } from 'zod';

// The only place that reads the environment. Everything else receives a Config.

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const port = z.coerce
  .number({ error: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: `must be a whole number between 1 and ${max}` })
    .int(`must be a whole number between 1 and ${max}`)
    .min(1, `must be a whole number between 1 and ${max}`)
    .max(max, `must be a whole number between 1 and ${max}`);

const httpUrl = z
  .string()
  .url('must be an absolute http(s) URL such as https://bakery.example.com')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

// Connections to PostgreSQL per instance. A few busy connections beat many: writes that queue for a
// connection go out together (src/db/write-batches.ts), so fewer connections mean bigger batches
// and fewer commits, and PostgreSQL shares the same CPUs. Measured on 2 cores, interleaved runs: 3
// served 2,300-2,600 orders/s and 1,000-1,400 SMS turns/s where 5 served 1,700-1,900 and 860-940.
const DEFAULT_POOL_SIZE = 3;

// The storefront's origins, comma-separated: a site is often served both at www. and at the bare
// domain, and the widget must work on both. The first is the storefront's main URL.
const storefrontUrls = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine((urls) => urls.length > 0, 'must name at least one URL')
  .refine(
    (urls) => urls.every((url) => /^https?:\/\/[^/]/.test(url) && URL.canParse(url)),
    'must be one or more absolute http(s) URLs, comma-separated, such as https://bakery.example.com,https://www.bakery.example.com',
  )
  .transform((urls) => urls.map((url) => url.replace(/\/+$/, '')));

// Days the bakery is closed (holidays), as bakery-local calendar days: "2026-11-26,2026-12-25".
const closedDays = z
  .string()
  .transform((value) => value.split(',').map((day) => day.trim()).filter(Boolean))
  .refine((days) => days.every(isCalendarDay), 'must be a comma-separated list of days written YYYY-MM-DD, such as 2026-11-26,2026-12-25')
  .transform((days) => [...new Set(days)].sort());

function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

// The reverse proxies allowed to set X-Forwarded-For: addresses, CIDR ranges or proxy-addr's names.
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()).filter(Boolean))
  .refine(
    (entries) => entries.every((entry) => PROXY_NAMES.has(entry) || isAddressOrRange(entry)),
    'must be a comma-separated list of proxy IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
  );

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  // proxy-addr also takes an IPv4 netmask: 10.0.0.0/255.0.0.0.
  if (version === 4 && isIP(prefix) === 4) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const configSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, port.default(3000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUndefined, positiveInt(100).default(DEFAULT_POOL_SIZE)),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.preprocess(emptyAsUndefined, positiveInt(60).default(2)),
  DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(emptyAsUndefined, positiveInt(600_000).default(5_000)),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL').optional(),
  ),
  PUBLIC_BASE_URL: z.preprocess(emptyAsUndefined, httpUrl.default('http://localhost:3000')),
  STOREFRONT_URL: z.preprocess(emptyAsUndefined, storefrontUrls.default(['http://localhost:8080'])),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  ),
  ORDER_RATE_LIMIT_MAX: z.preprocess(emptyAsUndefined, positiveInt(1_000_000).default(10)),
  ORDER_RATE_LIMIT_WINDOW_SECONDS: z.preprocess(emptyAsUndefined, positiveInt(86_400).default(60)),
  // Requests to POST /api/order of any outcome per window: the flood guard. Unset: 6 times the
  // order limit, at least 60, so a client fixing rejected orders never meets it first.
  ORDER_REQUEST_LIMIT_MAX: z.preprocess(emptyAsUndefined, positiveInt(10_000_000).optional()),
  CLOSED_DAYS: z.preprocess(emptyAsUndefined, closedDays.default([])),
  TWILIO_ACCOUNT_SID: z.preprocess(emptyAsUndefined, z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex characters').optional()),
  TWILIO_AUTH_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be the account auth token (32 characters)').optional()),
  TWILIO_SMS_NUMBER: z.preprocess(emptyAsUndefined, z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15125550100').optional()),
  TWILIO_WHATSAPP_NUMBER: z.preprocess(emptyAsUndefined, z.string().regex(/^(whatsapp:)?\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15125550100').optional()),
  TWILIO_API_BASE_URL: z.preprocess(emptyAsUndefined, httpUrl.default('https://api.twilio.com')),
  STAFF_PHONE: z.preprocess(emptyAsUndefined, z.string().regex(/^\+[1-9]\d{6,14}$/, 'must be an E.164 number such as +15125550100').optional()),
  SLACK_BOT_TOKEN: z.preprocess(emptyAsUndefined, z.string().regex(/^xoxb-/, 'must be a bot token starting with xoxb-').optional()),
  SLACK_SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be the app signing secret').optional()),
  SLACK_STAFF_CHANNEL: z.preprocess(emptyAsUndefined, z.string().regex(/^[#A-Za-z0-9_-]+$/, 'must be a channel id (C0123...) or #name').optional()),
  SLACK_API_URL: z.preprocess(emptyAsUndefined, httpUrl.default('https://slack.com/api')),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustedProxies.optional()),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be at least 16 characters (a random secret)').regex(/^\S+$/, 'must not contain spaces').optional()),
  META_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be the Meta app secret').optional()),
  META_VERIFY_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(8, 'must be at least 8 characters (the token you typed in the webhook settings)').optional()),
  META_PAGE_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'must be the page access token').optional()),
  META_PAGE_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{1,30}$/, 'must be the numeric Facebook page id').optional()),
  META_INSTAGRAM_ACCOUNT_ID: z.preprocess(emptyAsUndefined, z.string().regex(/^\d{1,30}$/, 'must be the numeric Instagram professional account id').optional()),
  META_GRAPH_API_VERSION: z.preprocess(emptyAsUndefined, z.string().regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v21.0').default('v21.0')),
  META_GRAPH_API_BASE_URL: z.preprocess(emptyAsUndefined, httpUrl.default('https://graph.facebook.com')),
  META_HUMAN_AGENT_PERMITTED: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((value) => value === 'true'),
  ),
  BAKERY_API_URL: z.preprocess(emptyAsUndefined, httpUrl.default('http://localhost:3000')),
  BAKERY_API_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  SLACK_OWNER_USER_IDS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
      .refine((ids) => ids.every((id) => /^[UW][A-Z0-9]{2,}$/.test(id)), 'must be a comma-separated list of Slack user ids such as U0123ABCD')
      .default([]),
  ),
  STAFF_REMINDER_MINUTES: z.preprocess(emptyAsUndefined, positiveInt(24 * 60).default(30)),
});

export type Config = {
  /** The owner's panel and the staff queue (Slack). */
  staffDesk: {
    /** Slack users who may change settings besides the staff channel's members. */
    ownerUserIds: string[];
    /** An order waiting longer than this (business hours) is raised again, once per this interval. */
    reminderMinutes: number;
  };
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** How long opening a PostgreSQL connection may take before the query waiting for it fails. */
  databaseConnectTimeoutSeconds: number;
  /** PostgreSQL's statement_timeout on every connection: a statement stuck on a lock is cancelled. */
  databaseStatementTimeoutMs: number;
  redisUrl: string | undefined;
  publicBaseUrl: string;
  /** The storefront's main URL: the first of STOREFRONT_URL. */
  storefrontUrl: string;
  /** Every origin of STOREFRONT_URL, for CORS and frame-ancestors. */
  storefrontOrigins: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** max: stored orders per client per window; requestMax: createOrder requests of any outcome. */
  orderRateLimit: { max: number; windowSeconds: number; requestMax: number };
  /** Days the bakery is closed, YYYY-MM-DD in Central Time, sorted. */
  closedDays: string[];
  trustProxy: string[];
  /** Bearer token GET /metrics requires; unset means the metrics are open. */
  metricsToken: string | undefined;
  twilio: {
    accountSid: string | undefined;
    authToken: string | undefined;
    smsNumber: string | undefined;
    whatsappNumber: string | undefined;
    apiBaseUrl: string;
    /** Where a caller who asks for a person is transferred; unset means voicemail. */
    staffPhone: string | undefined;
  };
  /** Where the stdio MCP server (npm run mcp) finds the running service, and its integrator key. */
  bakeryApi: { url: string; key: string | undefined };
  slack: {
    botToken: string | undefined;
    signingSecret: string | undefined;
    staffChannel: string | undefined;
    apiUrl: string;
  };
  meta: {
    appSecret: string | undefined;
    verifyToken: string | undefined;
    pageAccessToken: string | undefined;
    pageId: string | undefined;
    /** Unset: Instagram messages are not taken (Messenger works without it). */
    instagramAccountId: string | undefined;
    graphApiVersion: string;
    graphApiBaseUrl: string;
    /** The app has Meta's Human Agent permission: staff decisions may go out up to 7 days later. */
    humanAgentPermitted: boolean;
  };
};

/** Messenger (and Instagram) are on: every value a webhook and a reply need is set. */
export function metaEnabled(config: Pick<Config, 'meta'>): boolean {
  const { appSecret, verifyToken, pageAccessToken, pageId } = config.meta;
  return Boolean(appSecret && verifyToken && pageAccessToken && pageId);
}

export class ConfigError extends Error {
  readonly code = 'invalid_config';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

// A refused secret is described, never printed; a URL is printed without its password.
const SECRET_VARIABLES = new Set(['TWILIO_AUTH_TOKEN', 'SLACK_BOT_TOKEN', 'SLACK_SIGNING_SECRET', 'METRICS_TOKEN']);

function shownValue(name: string, value: string | undefined): string {
  if (value !== undefined && SECRET_VARIABLES.has(name)) return `a value of ${value.length} characters`;
  return JSON.stringify(value?.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@'));
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // One message per bad variable: the first thing wrong with it.
    const firstIssue = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (!firstIssue.has(name)) firstIssue.set(name, `${name}: ${issue.message} (got ${shownValue(name, env[name])})`);
    }
    const problems = [...firstIssue.values()];
    throw new ConfigError(problems);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    databaseConnectTimeoutSeconds: values.DATABASE_CONNECT_TIMEOUT_SECONDS,
    databaseStatementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: values.REDIS_URL,
    publicBaseUrl: values.PUBLIC_BASE_URL,
    storefrontUrl: values.STOREFRONT_URL[0] as string,
    storefrontOrigins: [...new Set(values.STOREFRONT_URL.map((url) => new URL(url).origin))],
    logLevel: values.LOG_LEVEL,
    orderRateLimit: {
      max: values.ORDER_RATE_LIMIT_MAX,
      windowSeconds: values.ORDER_RATE_LIMIT_WINDOW_SECONDS,
      requestMax: values.ORDER_REQUEST_LIMIT_MAX ?? Math.max(60, 6 * values.ORDER_RATE_LIMIT_MAX),
    },
    closedDays: values.CLOSED_DAYS,
    trustProxy: values.TRUST_PROXY ?? [],
    metricsToken: values.METRICS_TOKEN,
    staffDesk: { ownerUserIds: values.SLACK_OWNER_USER_IDS, reminderMinutes: values.STAFF_REMINDER_MINUTES },
    twilio: {
      accountSid: values.TWILIO_ACCOUNT_SID,
      authToken: values.TWILIO_AUTH_TOKEN,
      smsNumber: values.TWILIO_SMS_NUMBER,
      whatsappNumber: values.TWILIO_WHATSAPP_NUMBER?.replace(/^whatsapp:/, ''),
      apiBaseUrl: values.TWILIO_API_BASE_URL,
      staffPhone: values.STAFF_PHONE,
    },
    bakeryApi: { url: values.BAKERY_API_URL, key: values.BAKERY_API_KEY },
    slack: {
      botToken: values.SLACK_BOT_TOKEN,
      signingSecret: values.SLACK_SIGNING_SECRET,
      staffChannel: values.SLACK_STAFF_CHANNEL,
      apiUrl: values.SLACK_API_URL,
    },
    meta: {
      appSecret: values.META_APP_SECRET,
      verifyToken: values.META_VERIFY_TOKEN,
      pageAccessToken: values.META_PAGE_ACCESS_TOKEN,
      pageId: values.META_PAGE_ID,
      instagramAccountId: values.META_INSTAGRAM_ACCOUNT_ID,
      graphApiVersion: values.META_GRAPH_API_VERSION,
      graphApiBaseUrl: values.META_GRAPH_API_BASE_URL,
      humanAgentPermitted: values.META_HUMAN_AGENT_PERMITTED,
    },
  };
}
