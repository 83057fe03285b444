import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../src/platform/http';
import { type AnyModule, defineModule, defineSettings } from '../../src/platform/modules';

/** What a new domain's folder holds at its smallest: a settings slice, a route, start and stop. */
export function skeletonModule(name: string, events: string[], needs: Record<string, AnyModule> = {}) {
  return defineModule({
    name,
    needs,
    settings: defineSettings(z.object({ SKELETON_GREETING: z.string().min(1).default('hello') }), (env) => ({
      greeting: env.SKELETON_GREETING,
    })),
    create({ platform, settings }) {
      events.push(`${name} created`);
      return {
        provides: { greeting: settings.greeting },
        async routes(fastify: FastifyInstance) {
          const app = fastify.withTypeProvider<ZodTypeProvider>();
          app.get(
            `/api/${name}`,
            {
              config: { auth: 'player' },
              schema: {
                tags: [name],
                response: {
                  200: z.object({ code: z.number(), msg: z.string(), data: z.object({ text: z.string() }) }),
                },
              },
            },
            async (req) => ok({ text: `${settings.greeting}, player ${req.player.id}` }),
          );
        },
        async start() {
          // The standard modules started before this one: content has seeded the site settings.
          const seeded = await platform.database.pool.query(`select count(*)::int as n from site_settings`);
          events.push(`${name} started after the seed: ${seeded.rows[0].n > 0}`);
        },
        async stop() {
          const listening = platform.app.server.listening;
          const pool = await platform.database.pool.query('select 1 as one');
          events.push(`${name} stopped (HTTP listening: ${listening}, pool open: ${pool.rows[0].one === 1})`);
        },
      };
    },
  });
}
