import { describe, expect, it } from 'vitest';
import { EnvError, loadDotEnvFile, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('fills the documented defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_URL: undefined,
      PGLITE_DIR: '.data/pglite',
      LOG_LEVEL: 'info',
      STATIC_DIR: 'dist',
      NODE_ENV: 'development',
      PRICE_FEED: 'on',
      PRICE_FEED_URL: 'https://api.coingecko.com/api/v3/simple/price?ids=bitcoin&vs_currencies=usd',
      PRICE_FEED_RANGE_URL: 'https://api.coingecko.com/api/v3/coins/bitcoin/market_chart/range?vs_currency=usd',
      OUTSIDE_TOTAL_URL: 'https://r.jina.ai/https://bitcointreasuries.net/',
      SOURCE_SYNC: 'on',
      SOURCE_AUTO_APPLY_PCT: 0,
      COINGECKO_API_URL: 'https://api.coingecko.com/api/v3',
      SEC_API_URL: 'https://data.sec.gov',
      BOOKING_TIME_ZONE: 'Europe/London',
      BOOKING_BANK_HOLIDAYS: 'england-and-wales',
      OPEN_DATA_RATE_LIMIT: 120,
    });
  });

  it('reads the public sources every 6 hours unless SOURCE_SYNC is off, from COINGECKO_API_URL', () => {
    const env = loadEnv({
      SOURCE_SYNC: 'off',
      COINGECKO_API_URL: 'http://127.0.0.1:5311/api/v3',
      COINGECKO_API_KEY: 'k',
    });
    expect(env).toMatchObject({
      SOURCE_SYNC: 'off',
      COINGECKO_API_URL: 'http://127.0.0.1:5311/api/v3',
      COINGECKO_API_KEY: 'k',
    });
    expect(() => loadEnv({ SOURCE_SYNC: 'sometimes' })).toThrow(/SOURCE_SYNC/);
    expect(loadEnv({ SOURCE_AUTO_APPLY_PCT: '2.5' }).SOURCE_AUTO_APPLY_PCT).toBe(2.5);
    expect(() => loadEnv({ SOURCE_AUTO_APPLY_PCT: '50' })).toThrow(/SOURCE_AUTO_APPLY_PCT/);
    expect(() => loadEnv({ COINGECKO_API_URL: 'not a url' })).toThrow(/COINGECKO_API_URL/);
  });

  it('reads market caps only with SEC_USER_AGENT and QUOTE_API_URL (ADR 192)', () => {
    const env = loadEnv({
      SEC_USER_AGENT: 'Vaultmark ops@vaultmark.example',
      QUOTE_API_URL: 'http://127.0.0.1:5312/q',
    });
    expect(env).toMatchObject({
      SEC_API_URL: 'https://data.sec.gov',
      SEC_USER_AGENT: 'Vaultmark ops@vaultmark.example',
      QUOTE_API_URL: 'http://127.0.0.1:5312/q',
    });
    const unset = loadEnv({ SEC_USER_AGENT: '', QUOTE_API_URL: '' });
    expect([unset.SEC_USER_AGENT, unset.QUOTE_API_URL]).toEqual([undefined, undefined]);
    expect(() => loadEnv({ QUOTE_API_URL: 'quotes' })).toThrow(/QUOTE_API_URL/);
    expect(() => loadEnv({ SEC_API_URL: 'sec' })).toThrow(/SEC_API_URL/);
  });

  it('takes the firm’s IANA time zone and refuses names the runtime does not know', () => {
    expect(loadEnv({ BOOKING_TIME_ZONE: 'America/New_York' }).BOOKING_TIME_ZONE).toBe('America/New_York');
    expect(() => loadEnv({ BOOKING_TIME_ZONE: 'Europe/Atlantis' })).toThrow(
      /BOOKING_TIME_ZONE: must be an IANA time zone such as Europe\/London/,
    );
    expect(() => loadEnv({ BOOKING_TIME_ZONE: '+01:00' })).toThrow(/BOOKING_TIME_ZONE/);
  });

  it('adds England and Wales bank holidays unless told none, and names the variable for other values', () => {
    expect(loadEnv({ BOOKING_BANK_HOLIDAYS: 'none' }).BOOKING_BANK_HOLIDAYS).toBe('none');
    expect(() => loadEnv({ BOOKING_BANK_HOLIDAYS: 'scotland' })).toThrow(/BOOKING_BANK_HOLIDAYS/);
  });

  it('takes an https joining link for planned webinars', () => {
    expect(loadEnv({ WEBINAR_JOIN_URL: 'https://meet.example.com/vaultmark' }).WEBINAR_JOIN_URL).toBe(
      'https://meet.example.com/vaultmark',
    );
    expect(() => loadEnv({ WEBINAR_JOIN_URL: 'http://meet.example.com/x' })).toThrow(
      /WEBINAR_JOIN_URL: must be an https/,
    );
  });

  it('takes an https joining link for consultations (the firm’s meeting room)', () => {
    expect(loadEnv({ CONSULTATION_JOIN_URL: 'https://meet.example.com/firm' }).CONSULTATION_JOIN_URL).toBe(
      'https://meet.example.com/firm',
    );
    expect(loadEnv({}).CONSULTATION_JOIN_URL).toBeUndefined();
    expect(() => loadEnv({ CONSULTATION_JOIN_URL: 'meet.example.com/firm' })).toThrow(
      /CONSULTATION_JOIN_URL: must be an https/,
    );
  });

  it('takes an email address to notify of leads, or none (every administrator)', () => {
    expect(loadEnv({ NOTIFY_EMAIL: 'leads@firm.example' }).NOTIFY_EMAIL).toBe('leads@firm.example');
    expect(loadEnv({ NOTIFY_EMAIL: '' }).NOTIFY_EMAIL).toBeUndefined();
    expect(() => loadEnv({ NOTIFY_EMAIL: 'leads at firm' })).toThrow(/NOTIFY_EMAIL: must be an email address/);
  });

  it('treats empty variables as unset and parses numbers', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', HOST: '0.0.0.0' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadEnv({ PORT: '0' }).PORT).toBe(0);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/vaultmark' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/vaultmark',
    );
  });

  it('names every bad variable in one line', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Invalid environment: /);
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  it('rejects a port out of range', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('loadDotEnvFile', () => {
  it('reads .env without overriding what the environment already sets', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'vaultmark-env-')), '.env');
    writeFileSync(file, 'VAULTMARK_TEST_FROM_FILE=file\nVAULTMARK_TEST_BOTH=file\n');
    process.env.VAULTMARK_TEST_BOTH = 'environment';
    try {
      loadDotEnvFile(file);
      expect(process.env.VAULTMARK_TEST_FROM_FILE).toBe('file');
      expect(process.env.VAULTMARK_TEST_BOTH).toBe('environment');
      loadDotEnvFile(join(tmpdir(), 'no-such-dir', '.env')); // missing file: nothing happens
    } finally {
      delete process.env.VAULTMARK_TEST_FROM_FILE;
      delete process.env.VAULTMARK_TEST_BOTH;
    }
  });
});
