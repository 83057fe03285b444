import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/auth';
import { skeletonModule } from '../../test/skeleton';

describe('module descriptors', () => {
  it('a new module (its folder plus one line in the list) is served, documented, started and stopped in order', async () => {
    const events: string[] = [];
    const first = skeletonModule('skeleton', events);
    const second = skeletonModule('skeleton2', events, { first });
    const app = await startTestApp(
      { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
      { CAPTCHA_MODE: 'off', SKELETON_GREETING: 'hi' },
      { extraModules: [first, second] },
    );
    try {
      expect(events).toEqual([
        'skeleton created',
        'skeleton2 created',
        'skeleton started after the seed: true',
        'skeleton2 started after the seed: true',
      ]);
      // Authentication is the route's metadata: visitors are refused before the handler runs.
      const visitor = await app.request('/api/skeleton');
      expect(visitor.body).toMatchObject({ code: 401, msg: 'Please log in first' });
      const token = await registerUser(app, 'skeletonfan');
      const me = await app.request('/api/user', { headers: bearer(token) });
      const served = await app.request('/api/skeleton', { headers: bearer(token) });
      expect(served.status).toBe(200);
      expect(served.body.data).toEqual({ text: `hi, player ${me.body.data.id}` });

      const docs = await app.request('/api/docs/json');
      expect(Object.keys(docs.body.paths)).toEqual(expect.arrayContaining(['/api/skeleton', '/api/skeleton2']));
      expect(docs.body.paths['/api/skeleton'].get.tags).toEqual(['skeleton']);
    } finally {
      await app.close();
    }
    expect(events.slice(4)).toEqual([
      'skeleton2 stopped (HTTP listening: false, pool open: true)',
      'skeleton stopped (HTTP listening: false, pool open: true)',
    ]);
  });

  it('refuses to start when a module comes before one it needs', async () => {
    const events: string[] = [];
    const first = skeletonModule('skeleton', events);
    const second = skeletonModule('skeleton2', events, { first });
    await expect(startTestApp({}, { CAPTCHA_MODE: 'off' }, { extraModules: [second, first] })).rejects.toThrow(
      'module skeleton2 needs skeleton, which must come before it',
    );
  });
});
