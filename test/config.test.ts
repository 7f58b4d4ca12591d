import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('has sensible defaults for a bare npm start', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolSize: 3,
      redisUrl: undefined,
      publicBaseUrl: 'http://localhost:3000',
      storefrontUrl: 'http://localhost:8080',
      logLevel: 'info',
      orderRateLimit: { max: 10, windowSeconds: 60 },
      closedDays: [],
      trustProxy: [],
      staffDesk: { ownerUserIds: [], reminderMinutes: 30 },
      twilio: { accountSid: undefined, authToken: undefined, smsNumber: undefined, whatsappNumber: undefined, apiBaseUrl: 'https://api.twilio.com', staffPhone: undefined },
      slack: { botToken: undefined, signingSecret: undefined, staffChannel: undefined, apiUrl: 'https://slack.com/api' },
    });
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
    expect(config.orderRateLimit).toEqual({ max: 5, windowSeconds: 30 });
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

  it('reads the closed days as sorted, distinct calendar days, and refuses one that is not a real day', () => {
    expect(loadConfig({ CLOSED_DAYS: '2026-12-25, 2026-11-26,2026-12-25,' }).closedDays).toEqual(['2026-11-26', '2026-12-25']);
    for (const bad of ['2026-02-30', '12/25/2026', '2026-11-26;2026-12-25', 'thanksgiving']) {
      expect(() => loadConfig({ CLOSED_DAYS: bad })).toThrow(/CLOSED_DAYS: must be a comma-separated list of days written YYYY-MM-DD/);
    }
  });
});
