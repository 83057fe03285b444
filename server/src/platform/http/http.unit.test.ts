import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './compression';
import { groupOf } from './rate-limits';
import { isApiPath } from './request-log';
import { splitLocale } from './web';

describe('rate-limit groups', () => {
  it('limits only the API, the websocket, the payment sandbox and dev tools', () => {
    for (const url of [
      '/',
      '/assets/index-abc.js',
      '/favicon.svg',
      '/img/goods/1.webp',
      '/uploads/a.webp',
      '/case/x',
    ]) {
      expect(groupOf('GET', url)).toBeUndefined();
    }
    expect(groupOf('GET', '/api/config')).toBe('read');
    expect(groupOf('HEAD', '/api/box')).toBe('read');
    expect(groupOf('GET', '/ws')).toBe('read');
    expect(groupOf('POST', '/api/email/logout')).toBe('write');
    expect(groupOf('POST', '/sandbox/checkout/:order_sn/pay')).toBe('write');
  });

  it('puts every call that moves money or items in the money group, GET purchases included', () => {
    for (const [method, url] of [
      ['POST', '/api/box/:id/open'],
      ['POST', '/api/free/:id/open'],
      ['POST', '/api/upgrade'],
      ['POST', '/api/battle'],
      ['POST', '/api/battle/:id/join'],
      ['POST', '/api/system_shop/sell'],
      ['POST', '/api/system_shop/recharge'],
      ['POST', '/api/system_shop/extract'],
      ['GET', '/api/system_shop/:id/buy'],
      ['POST', '/api/wheel/:id/start'],
      ['GET', '/api/flipping/:id/start'],
    ] as const) {
      expect(groupOf(method, url)).toBe('money');
    }
  });
});

describe('accepted encodings', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe('paths', () => {
  it('logs API calls at info, files and pages not', () => {
    expect(isApiPath('/api/config?x=1')).toBe(true);
    expect(isApiPath('/ws')).toBe(true);
    expect(isApiPath('/assets/a.js')).toBe(false);
    expect(isApiPath('/apix')).toBe(false);
  });

  it('strips a language prefix from page paths', () => {
    expect(splitLocale('/de/case/x')).toEqual({ lang: 'de', path: '/case/x' });
    expect(splitLocale('/de')).toEqual({ lang: 'de', path: '/' });
    expect(splitLocale('/pr/mall')).toEqual({ lang: 'br', path: '/mall' });
    expect(splitLocale('/case/de')).toEqual({ lang: 'en', path: '/case/de' });
  });
});
