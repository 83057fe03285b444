import type { Mechanic } from './mechanic';
import { createSeasonal } from './seasonal';
import { christmasRoutes } from './seasonal-christmas';
import { saintsRoutes } from './seasonal-saints';
import { thanksgivingRoutes } from './seasonal-thanksgiving';

/** The seasonal mechanic's routes: the spec's three shapes, each a thin route file over one core. */
export const seasonal: Mechanic = (ctx) => {
  const core = createSeasonal(ctx);
  return async (app) => {
    await app.register(christmasRoutes(core));
    await app.register(thanksgivingRoutes(core));
    await app.register(saintsRoutes(core));
  };
};
