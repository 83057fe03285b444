import type { FastifyInstance } from 'fastify';
import type { Bus } from '../../platform/bus';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { Store } from '../../platform/kv';
import type { Mailer } from '../../platform/mail';
import { defineModule } from '../../platform/modules';
import type { RegisteredHook } from '../../platform/ports';
import { countUsers, findByEmail, findById } from './accounts.repo';
import { accountRoutes } from './accounts.routes';
import { type CaptchaGate, createAccounts } from './accounts.service';
import { createCaptcha } from './captcha';
import { devMailRoutes } from './dev.routes';
import { createEmailCodes } from './email-codes';
import { createPasswords } from './password';
import { profileRoutes } from './profile.routes';
import { createProfiles, type ProfileExtras } from './profile.service';
import { createReferrals } from './referrals';
import { createSessions } from './sessions';
import { createSteamAuth } from './steam';
import { isOwnUpload, uploadSecret } from './upload';

export function createAuthModule(deps: {
  db: Db;
  store: Store;
  bus: Bus;
  mailer: Mailer;
  config: Config;
  captcha: CaptchaGate;
  profileExtras: readonly ProfileExtras[];
  registered?: readonly RegisteredHook[];
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, store, mailer, config, captcha } = deps;
  const sessions = createSessions({
    db,
    bus: deps.bus,
    pepper: config.sessionPepper,
    secureCookies: config.isProduction,
    cacheMs: config.sessionCacheMs,
  });
  const changed = sessions.userChanged;
  const passwords = createPasswords(config.sessionPepper);
  const codes = createEmailCodes({ store, mailer, pepper: config.sessionPepper });
  const accounts = createAccounts({
    db,
    store,
    codes,
    passwords,
    captcha,
    changed,
    registered: deps.registered,
    log: deps.log,
  });
  const uploads = uploadSecret(config.sessionPepper);
  const profiles = createProfiles({ db, extras: deps.profileExtras, uploadSecret: uploads, changed });

  return {
    /** Registered players, for the counters bar. */
    async countUsers(): Promise<number> {
      return countUsers(db);
    },
    /** Whether an account uses this e-mail (pre-registration refuses e-mails already registered). */
    async emailTaken(email: string): Promise<boolean> {
      return (await findByEmail(db, email)) !== undefined;
    },
    /** The operator's flag as stored now (withdrawals check it afresh, not from the session cache). */
    async flagged(userId: number): Promise<boolean> {
      return (await findById(db, userId))?.flagged ?? false;
    },
    /** When the account was created (the notifications module's "new players" audience). */
    async joinedAt(userId: number): Promise<Date | undefined> {
      return (await findById(db, userId))?.createdAt;
    },
    sessions,
    accounts,
    profiles,
    /** Whether `url` (`/uploads/…`) is a picture `userId` uploaded (support tickets attach only the sender's own). */
    ownsUpload: (userId: number, url: string) => isOwnUpload(uploads, userId, url),
    async routes(app: FastifyInstance) {
      await app.register(accountRoutes({ accounts, codes, sessions, captcha, config, profiles }));
      await app.register(profileRoutes({ profiles, uploadDir: config.uploadDir, uploadSecret: uploads }));
      if (!config.isProduction) await app.register(devMailRoutes(mailer));
    },
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;

/** Accounts, sessions, captcha and Steam sign-in; tells the platform who sent a request. */
export const authModule = defineModule({
  name: 'auth',
  needs: {},
  create({ platform, extensions }) {
    const { config, database, store, mailer, bus } = platform;
    const captcha = createCaptcha({
      store,
      mode: config.captchaMode,
      trustedIps: config.trustedIps,
      trustForwardedFor: config.trustProxy,
    });
    const auth = createAuthModule({
      db: database.db,
      store,
      bus,
      mailer,
      config,
      captcha,
      profileExtras: extensions.profile,
      registered: extensions.registered,
      log: platform.log,
    });
    const steam = createSteamAuth({ db: database.db, store, sessions: auth.sessions, captcha, config });
    return {
      provides: { ...auth, captcha, referrals: createReferrals(database, auth.sessions.userChanged) },
      async routes(app: FastifyInstance) {
        await app.register(captcha.routes);
        await app.register(auth.routes);
        await app.register(steam.routes);
      },
      contributes: {
        identity: auth.sessions,
        counters: async () => ({ register: await auth.countUsers() }),
      },
    };
  },
});
