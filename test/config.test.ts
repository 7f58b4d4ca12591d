import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, metaEnabled } from '../src/config.js';

describe('configuration', () => {
  it('has sensible defaults for a bare npm start', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolSize: 3,
      databaseConnectTimeoutSeconds: 2,
      databaseStatementTimeoutMs: 5_000,
      redisUrl: undefined,
      publicBaseUrl: 'http://localhost:3000',
      storefrontUrl: 'http://localhost:8080',
      storefrontOrigins: ['http://localhost:8080'],
      logLevel: 'info',
      orderRateLimit: { max: 10, windowSeconds: 60, requestMax: 60 },
      closedDays: [],
      trustProxy: [],
      staffDesk: { ownerUserIds: [], reminderMinutes: 30 },
      twilio: { accountSid: undefined, authToken: undefined, smsNumber: undefined, whatsappNumber: undefined, apiBaseUrl: 'https://api.twilio.com', staffPhone: undefined },
      bakeryApi: { url: 'http://localhost:3000', key: undefined },
      slack: { botToken: undefined, signingSecret: undefined, staffChannel: undefined, apiUrl: 'https://slack.com/api' },
      meta: {
        appSecret: undefined,
        verifyToken: undefined,
        pageAccessToken: undefined,
        pageId: undefined,
        instagramAccountId: undefined,
        graphApiVersion: 'v21.0',
        graphApiBaseUrl: 'https://graph.facebook.com',
        humanAgentPermitted: false,
      },
    });
    expect(metaEnabled(loadConfig({}))).toBe(false);
  });

  it('reads the Meta settings; Messenger is on only with the app secret, verify token, page token and page id', () => {
    const env = { META_APP_SECRET: 'app-secret-123', META_VERIFY_TOKEN: 'verify-me-please', META_PAGE_ACCESS_TOKEN: 'EAAG-page-access-token', META_PAGE_ID: '1234567890' };
    const config = loadConfig({ ...env, META_INSTAGRAM_ACCOUNT_ID: '1784140', META_GRAPH_API_VERSION: 'v22.0', META_GRAPH_API_BASE_URL: 'http://127.0.0.1:9/', META_HUMAN_AGENT_PERMITTED: 'true' });
    expect(config.meta).toEqual({
      appSecret: 'app-secret-123',
      verifyToken: 'verify-me-please',
      pageAccessToken: 'EAAG-page-access-token',
      pageId: '1234567890',
      instagramAccountId: '1784140',
      graphApiVersion: 'v22.0',
      graphApiBaseUrl: 'http://127.0.0.1:9',
      humanAgentPermitted: true,
    });
    expect(metaEnabled(config)).toBe(true);
    for (const name of Object.keys(env)) expect(metaEnabled(loadConfig({ ...env, [name]: '' })), name).toBe(false);
    expect(() => loadConfig({ META_GRAPH_API_VERSION: '21' })).toThrow(/META_GRAPH_API_VERSION: must be a Graph API version such as v21.0/);
    expect(() => loadConfig({ META_HUMAN_AGENT_PERMITTED: 'yes' })).toThrow(/META_HUMAN_AGENT_PERMITTED: must be true or false/);
    expect(() => loadConfig({ META_PAGE_ID: 'bakery' })).toThrow(/META_PAGE_ID: must be the numeric Facebook page id/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/bakery',
      DATABASE_URL: 'postgres://u@db:5432/bakery',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_BASE_URL: 'https://api.bakery.example/',
      STOREFRONT_URL: 'https://shop.bakery.example',
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT_MAX: '5',
      ORDER_RATE_LIMIT_WINDOW_SECONDS: '30',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({ port: 8080, publicBaseUrl: 'https://api.bakery.example', trustProxy: ['10.0.0.0/8', '127.0.0.1'] });
    expect(config.orderRateLimit).toEqual({ max: 5, windowSeconds: 30, requestMax: 60 });
    expect(loadConfig({ ORDER_RATE_LIMIT_MAX: '50' }).orderRateLimit.requestMax).toBe(300);
    expect(loadConfig({ ORDER_REQUEST_LIMIT_MAX: '25' }).orderRateLimit.requestMax).toBe(25);
  });

  it('reads several storefront origins (www and the bare domain), and refuses one that is not a URL', () => {
    const config = loadConfig({ STOREFRONT_URL: 'https://bakery.example/, https://www.bakery.example/shop,https://bakery.example' });
    expect(config.storefrontUrl).toBe('https://bakery.example');
    expect(config.storefrontOrigins).toEqual(['https://bakery.example', 'https://www.bakery.example']);
    expect(() => loadConfig({ STOREFRONT_URL: 'https://bakery.example,www.bakery.example' })).toThrow(/STOREFRONT_URL: must be one or more absolute http\(s\) URLs/);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('names every bad value in one error, one line each', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', ORDER_RATE_LIMIT_MAX: '0', PUBLIC_BASE_URL: 'bakery.example', TRUST_PROXY: 'everyone' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(6);
    expect(problems).toContain('PORT: must be a whole number between 1 and 65535 (got "eighty")');
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('LOG_LEVEL'))).toContain('one of fatal');
    expect(problems.find((p) => p.startsWith('ORDER_RATE_LIMIT_MAX'))).toContain('between 1 and');
    expect(problems.find((p) => p.startsWith('PUBLIC_BASE_URL'))).toContain('absolute http(s) URL');
    expect(problems.find((p) => p.startsWith('TRUST_PROXY'))).toContain('comma-separated');
  });

  it('reads trusted proxies as addresses, CIDR ranges and proxy names in any order, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, loopback, 2001:db8::/32,uniquelocal' }).trustProxy).toEqual(['10.0.0.1', 'loopback', '2001:db8::/32', 'uniquelocal']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/255.0.0.0' }).trustProxy).toEqual(['10.0.0.0/255.0.0.0']);
    for (const bad of ['abc', '1', '10.0.0.0/33', '10.0.0.1/8/2', '2001:db8::/129', '10.0.0.1, everyone', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a comma-separated list of proxy IP addresses/);
    }
  });

  it('reads the PostgreSQL pool size, and refuses one that is not a whole number from 1 to 100', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    for (const bad of ['0', '101', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE: must be a whole number between 1 and 100/);
    }
  });

  it('reads the database timeouts, with defaults that fail fast', () => {
    expect(loadConfig({})).toMatchObject({ databaseConnectTimeoutSeconds: 2, databaseStatementTimeoutMs: 5_000 });
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '5', DATABASE_STATEMENT_TIMEOUT_MS: '30000' })).toMatchObject({
      databaseConnectTimeoutSeconds: 5,
      databaseStatementTimeoutMs: 30_000,
    });
    expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_SECONDS: '0' })).toThrow(/DATABASE_CONNECT_TIMEOUT_SECONDS: must be a whole number between 1 and 60/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });

  it('reads the closed days as sorted, distinct calendar days, and refuses one that is not a real day', () => {
    expect(loadConfig({ CLOSED_DAYS: '2026-12-25, 2026-11-26,2026-12-25,' }).closedDays).toEqual(['2026-11-26', '2026-12-25']);
    for (const bad of ['2026-02-30', '12/25/2026', '2026-11-26;2026-12-25', 'thanksgiving']) {
      expect(() => loadConfig({ CLOSED_DAYS: bad })).toThrow(/CLOSED_DAYS: must be a comma-separated list of days written YYYY-MM-DD/);
    }
  });

  it('reads the metrics token, and refuses a short one without printing it', () => {
    expect(loadConfig({ METRICS_TOKEN: 'metrics-secret-0123456789' }).metricsToken).toBe('metrics-secret-0123456789');
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('never prints a refused secret, nor the password of a refused URL', () => {
    const problems = (() => {
      try {
        loadConfig({ METRICS_TOKEN: 'tiny-secret', DATABASE_URL: 'mysql://bakery:s3cret-pass@db/bakery' });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    })();
    expect(problems).toContain('METRICS_TOKEN: must be at least 16 characters (a random secret) (got a value of 11 characters)');
    expect(problems.find((p) => p.startsWith('DATABASE_URL'))).toContain('mysql://bakery:***@db/bakery');
    expect(problems.join('\n')).not.toMatch(/tiny-secret|s3cret-pass/);
  });
});
