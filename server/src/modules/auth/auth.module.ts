import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Store } from '../../platform/kv';
import type { Mailer } from '../../platform/mail';
import { countUsers } from './accounts.repo';
import { accountRoutes } from './accounts.routes';
import { type CaptchaGate, createAccounts } from './accounts.service';
import { devMailRoutes } from './dev.routes';
import { createEmailCodes } from './email-codes';
import { createPasswords } from './password';
import { profileRoutes } from './profile.routes';
import { createProfiles, type ProfileExtras } from './profile.service';
import { createSessions } from './sessions';

export function createAuthModule(deps: {
  db: Db;
  store: Store;
  mailer: Mailer;
  config: Config;
  captcha: CaptchaGate;
  profileExtras: ProfileExtras[];
}) {
  const { db, store, mailer, config, captcha } = deps;
  const sessions = createSessions({ db, pepper: config.sessionPepper, secureCookies: config.isProduction });
  const passwords = createPasswords(config.sessionPepper);
  const codes = createEmailCodes({ store, mailer, pepper: config.sessionPepper });
  const accounts = createAccounts({ db, store, codes, passwords, captcha });
  const profiles = createProfiles({ db, extras: deps.profileExtras });

  return {
    /** Registered players, for the counters bar. */
    async countUsers(): Promise<number> {
      return countUsers(db);
    },
    sessions,
    accounts,
    profiles,
    async routes(app: import('fastify').FastifyInstance) {
      await app.register(accountRoutes({ accounts, codes, sessions, captcha, config }));
      await app.register(profileRoutes({ profiles, sessions, uploadDir: config.uploadDir }));
      if (!config.isProduction) await app.register(devMailRoutes(mailer));
    },
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
