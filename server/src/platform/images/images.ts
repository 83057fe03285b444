import { LANGS, type Lang } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ImageSettings } from '../config';
import { fail } from '../http/errors';
import { type Art, drawArt } from './art/draw';
import { createImageCache, PICTURE_KEY, pictureKey, type StoredImage } from './cache';
import { allowedUrl, parseOrigins } from './origin';
import { NO_PICTURE, type PictureKind } from './urls';

/** Where a catalogue or case picture comes from, and what to draw when it cannot be had. */
export type PictureSource = { origin: string; art: Art };
export type PictureResolver = (id: string, lang: Lang) => Promise<PictureSource | undefined>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A drawn fallback stands in for a picture for a minute only, so a later request tries the origin again. */
const FALLBACK = 'public, max-age=60';
/** Art for items that have no picture at all is the picture; it changes only with the catalogue. */
const ART_ONLY = 'public, max-age=86400';
/** A picture whose URL names an older version of the catalogue's picture. */
const CURRENT = 'public, max-age=300';

const IDS: Record<PictureKind, RegExp> = { goods: /^\d{1,12}$/, case: /^[a-z0-9][a-z0-9-]{0,79}$/ };
const TOKEN = /^[A-Za-z0-9_-]{8,2800}$/;

type Log = { warn: (obj: object, msg: string) => void };

/**
 * `/img/…`: the only way the site shows item pictures and case art (DESIGN §3 platform: every module's pictures
 * pass through it; modules name where their pictures come from with `resolve`).
 * - `/img/goods/:id/:key`, `/img/case/:id/:key` (`?l=` the language of the drawn text): the picture fetched once
 *   from its allowed origin and kept on disk, immutable; its drawn art (200, `x-image-fallback: <reason>`,
 *   cached a minute) when the origin is unreachable, refuses, answers no picture, or is not allowed.
 * - `/img/u/:token` (base64url of an absolute URL, for content pictures): the picture, a 403 envelope when its
 *   origin is not allowed, a 502 envelope when it cannot be had (there is nothing to draw).
 * - A path naming no known picture: a 404 envelope.
 */
export function createImages(settings: ImageSettings, log: Log, now?: () => number) {
  const origins = parseOrigins(settings.origins);
  const cache = createImageCache({ ...settings, origins, now });
  const resolvers = new Map<PictureKind, PictureResolver>();

  const sendPicture = (reply: FastifyReply, picture: StoredImage, cacheControl: string, key: string) =>
    reply
      .header('content-type', picture.type)
      .header('cache-control', cacheControl)
      .header('etag', `"${key}"`)
      .send(picture.bytes);

  const sendArt = (reply: FastifyReply, art: Art, reason: string) =>
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', reason === 'none' ? ART_ONLY : FALLBACK)
      .header('x-image-fallback', reason)
      .send(drawArt(art));

  async function routes(app: FastifyInstance) {
    app.get<{ Params: { kind: string; id: string; key: string }; Querystring: { l?: string } }>(
      '/img/:kind/:id/:key',
      { schema: { hide: true } },
      async (req, reply) => {
        const { kind, id, key } = req.params;
        const resolver = resolvers.get(kind as PictureKind);
        if (!resolver || !IDS[kind as PictureKind].test(id) || !(PICTURE_KEY.test(key) || key === NO_PICTURE)) {
          return fail('not_found');
        }
        if (key !== NO_PICTURE) {
          const stored = await cache.read(key);
          if (stored) return sendPicture(reply, stored, IMMUTABLE, key);
        }
        const lang = (LANGS as readonly string[]).includes(req.query.l ?? '') ? (req.query.l as Lang) : 'en';
        const source = await resolver(id, lang);
        if (!source) return fail('not_found');
        if (!source.origin) return sendArt(reply, source.art, 'none');
        if (!allowedUrl(source.origin, origins)) return sendArt(reply, source.art, 'not-allowed');
        const outcome = await cache.obtain(source.origin);
        if (!outcome.ok) return sendArt(reply, source.art, outcome.reason);
        const current = pictureKey(source.origin);
        return sendPicture(reply, outcome, current === key ? IMMUTABLE : CURRENT, current);
      },
    );

    app.get<{ Params: { token: string } }>('/img/u/:token', { schema: { hide: true } }, async (req, reply) => {
      const { token } = req.params;
      if (!TOKEN.test(token)) return fail('not_found');
      const url = allowedUrl(Buffer.from(token, 'base64url').toString('utf8'), origins);
      if (!url) return fail('forbidden');
      const outcome = await cache.obtain(url.href);
      if (!outcome.ok) {
        reply.header('cache-control', FALLBACK).header('x-image-fallback', outcome.reason);
        return fail('image_unavailable');
      }
      return sendPicture(reply, outcome, IMMUTABLE, pictureKey(url.href));
    });
  }

  return {
    routes,
    /** Names where the pictures of `kind` come from (catalogue goods, cases). */
    resolve(kind: PictureKind, resolver: PictureResolver) {
      resolvers.set(kind, async (id, lang) => {
        try {
          return await resolver(id, lang);
        } catch (err) {
          log.warn({ err, kind, id }, 'picture source failed');
          return undefined;
        }
      });
    },
    /** Fetches from origins since boot (tests). */
    fetches: cache.fetches,
  };
}

export type Images = ReturnType<typeof createImages>;
