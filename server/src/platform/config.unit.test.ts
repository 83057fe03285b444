import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(join(tmpdir(), 'dropforge-config-'));

describe('configuration', () => {
  it('refuses to start a production deployment (its own database) without secrets and names them', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/site' };
    expect(() => loadConfig(env, { dataDir: tmp() })).toThrow(ConfigError);
    expect(() => loadConfig(env, { dataDir: tmp() })).toThrow(/SESSION_PEPPER, COOKIE_SECRET/);
  });

  it('serves the demo on the embedded database whatever NODE_ENV says: secrets generated once and kept', () => {
    const dataDir = tmp();
    const first = loadConfig({ NODE_ENV: 'production' }, { dataDir });
    expect(first.isProduction).toBe(true);
    expect(first.sessionPepper).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ NODE_ENV: 'production' }, { dataDir }).sessionPepper).toBe(first.sessionPepper);
  });

  it('generates development secrets once and keeps them under the data directory', () => {
    const dataDir = tmp();
    const first = loadConfig({}, { dataDir });
    const second = loadConfig({}, { dataDir });
    expect(first.sessionPepper).toMatch(/^[0-9a-f]{64}$/);
    expect(second.sessionPepper).toBe(first.sessionPepper);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).COOKIE_SECRET).toBe(first.cookieSecret);
  });

  it('runs several server processes only on a shared database and Redis (WEB_CONCURRENCY)', () => {
    expect(loadConfig({}, { dataDir: tmp() }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' }, { dataDir: tmp() })).toThrow(/DATABASE_URL and REDIS_URL/);
    expect(() =>
      loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db.example/site' }, { dataDir: tmp() }),
    ).toThrow(ConfigError);
    const env = { WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db.example/site', REDIS_URL: 'redis://r.example' };
    expect(loadConfig(env, { dataDir: tmp() }).webConcurrency).toBe(2);
    expect(loadConfig({}, { dataDir: tmp() }).sessionCacheMs).toBe(5000);
  });

  it('reports every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('documents defaults: port 3000, API limits per minute of 1200 reads, 300 writes and 60 money moves', () => {
    const config = loadConfig({ SESSION_PEPPER: 'x'.repeat(32), COOKIE_SECRET: 'y'.repeat(32) });
    expect(config.port).toBe(3000);
    expect(config.rateLimit).toEqual({ max: 300, readMax: 1200, moneyMax: 60, windowMs: 60_000 });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('turns the page-load guard on in production and off elsewhere, unless PAGE_GUARD says', () => {
    const secrets = { SESSION_PEPPER: 'x'.repeat(32), COOKIE_SECRET: 'y'.repeat(32) };
    const guard = (env: NodeJS.ProcessEnv) => loadConfig({ ...secrets, ...env }, { dataDir: tmp() }).pageGuard;
    expect(guard({ NODE_ENV: 'production' }).enabled).toBe(true);
    expect(guard({ NODE_ENV: 'production', PAGE_GUARD: 'off' }).enabled).toBe(false);
    expect(guard({}).enabled).toBe(false);
    expect(guard({ NODE_ENV: 'test' }).enabled).toBe(false);
    expect(guard({ NODE_ENV: 'test', PAGE_GUARD: 'on' }).enabled).toBe(true);
    expect(guard({}).allow).toContain('Googlebot');
    expect(guard({ PAGE_GUARD_ALLOW: ' FooBot , ,BarBot' }).allow).toEqual(['FooBot', 'BarBot']);
    expect(() => guard({ PAGE_GUARD: 'yes' })).toThrow(/PAGE_GUARD/);
  });
});
