import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { Config } from '../../platform/config';
import { defineSettings } from '../../platform/modules';
import type { PriceSettings } from './catalog.prices';

export type CatalogSettings = PriceSettings & {
  /** Cron of the Skinport price refresh (PRICE_SOURCE=skinport only). */
  refreshCron: string;
  /** Import the catalogue when the goods table is empty (not a variable: off under NODE_ENV=test). */
  importOnBoot: boolean;
};

/** PRICE_SOURCE (`auto` = the file when it exists, else the estimate), PRICE_FILE, SKINPORT_URL, PRICE_REFRESH_CRON. */
export const catalogSettings = defineSettings(
  z.object({
    PRICE_SOURCE: z.enum(['file', 'skinport', 'estimate', 'auto']).default('auto'),
    PRICE_FILE: z.string().default('../shared/data/cs2-catalog.json'),
    SKINPORT_URL: z.string().url().default('https://api.skinport.com/v1/items?app_id=730&currency=USD'),
    PRICE_REFRESH_CRON: z.string().min(9).default('17 * * * *'),
  }),
  (env, config: Config): CatalogSettings => ({
    source: env.PRICE_SOURCE,
    file: isAbsolute(env.PRICE_FILE) ? env.PRICE_FILE : resolve(config.root, env.PRICE_FILE),
    skinportUrl: env.SKINPORT_URL,
    refreshCron: env.PRICE_REFRESH_CRON,
    importOnBoot: config.env !== 'test',
  }),
);
