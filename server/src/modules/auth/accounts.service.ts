import type { BindEmailBody, ForgetBody, LoginBody, RegisterBody } from '@dropforge/shared/contract';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { Store } from '../../platform/kv';
import type { RegisteredHook } from '../../platform/ports';
import {
  findByEmail,
  insertUser,
  isUniqueViolation,
  nameTaken,
  setEmailIfNone,
  setPasswordHash,
} from './accounts.repo';
import type { EmailCodes } from './email-codes';
import type { Passwords } from './password';
import { parentOf } from './referrals.repo';

export type CaptchaGate = {
  /** `required`: check it even when CAPTCHA_MODE is off (a sign-in under attack). */
  consumeVerification(
    input: { captchaVerification?: string; token?: string; pointJson?: string; captchaType?: string },
    options?: { required?: boolean },
  ): Promise<boolean>;
};

const LOGIN_FAILURES = 10;
const LOGIN_WINDOW_MS = 15 * 60_000;

export function createAccounts(deps: {
  db: Db;
  store: Store;
  codes: EmailCodes;
  passwords: Passwords;
  captcha: CaptchaGate;
  /** The account's row changed (sessions read it afresh). */
  changed: (userId: number) => Promise<void>;
  /** After each registration (pre-registration rewards); read at call time. */
  registered?: readonly RegisteredHook[];
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, passwords } = deps;

  return {
    async register(body: RegisterBody) {
      if (await findByEmail(db, body.email)) throw new AppError('email_taken');
      if (await nameTaken(db, body.username)) throw new AppError('username_taken');
      await deps.codes.consume(body.email, body.email_code);
      const passwordHash = await passwords.hash(body.password);
      let user: Awaited<ReturnType<typeof insertUser>>;
      try {
        user = await insertUser(db, {
          name: body.username,
          email: body.email,
          passwordHash,
          ...(await parentOf(db, body.extension_code || body.code)),
          ad: body.ad ?? null,
        });
      } catch (e) {
        if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError('email_taken');
        if (isUniqueViolation(e, 'users_name_lower_key')) throw new AppError('username_taken');
        throw e;
      }
      for (const hook of deps.registered ?? []) {
        await hook({ id: user.id, email: body.email, name: user.name, avatar: user.avatar }).catch((e) =>
          deps.log?.warn({ err: e, userId: user.id }, 'registered hook failed'),
        );
      }
      return user;
    },

    /**
     * An account without an e-mail (signed in with Steam) adds one it proves with the code sent to it; the
     * conditional update sets it once, and the registration hooks run as for an e-mail sign-up (a reserved
     * pre-registration reward reaches the account).
     */
    async bindEmail(user: { id: number; name: string; avatar: string; email: string | null }, body: BindEmailBody) {
      if (user.email) throw new AppError('email_already_set');
      if (await findByEmail(db, body.email)) throw new AppError('email_taken');
      await deps.codes.consume(body.email, body.email_code);
      let bound: boolean;
      try {
        bound = await setEmailIfNone(db, user.id, body.email);
      } catch (e) {
        if (isUniqueViolation(e, 'users_email_lower_key')) throw new AppError('email_taken');
        throw e;
      }
      if (!bound) throw new AppError('email_already_set');
      await deps.changed(user.id);
      for (const hook of deps.registered ?? []) {
        await hook({ id: user.id, email: body.email, name: user.name, avatar: user.avatar }).catch((e) =>
          deps.log?.warn({ err: e, userId: user.id }, 'registered hook failed'),
        );
      }
    },

    /**
     * Wrong passwords lock the pair account + address (10 in 15 minutes), never the account itself: once an
     * account has 10 failures from anywhere, its sign-in requires a passed captcha instead (even with the
     * captcha mode off), so a stranger cannot keep its owner out.
     */
    async login(body: LoginBody, ip: string) {
      if (body.check === false) throw new AppError('terms_required');
      const address = body.email.toLowerCase();
      const pair = `${address}|${ip}`;
      const locked = await deps.store.ttl(`login_locked:${pair}`);
      if (locked > 0) throw new AppError('rate_limited', { seconds: Math.ceil(locked / 1000) });
      const required = (await deps.store.get(`login_captcha:${address}`)) !== undefined;
      if (!(await deps.captcha.consumeVerification(body, { required }))) throw new AppError('captcha_failed');
      const user = await findByEmail(db, body.email);
      const valid = user?.passwordHash
        ? await passwords.verify(user.passwordHash, body.password)
        : await passwords.dummyVerify(body.password);
      if (!user || !valid) {
        if ((await deps.store.increment(`login_failures:${pair}`, LOGIN_WINDOW_MS)) >= LOGIN_FAILURES) {
          await deps.store.set(`login_locked:${pair}`, '1', LOGIN_WINDOW_MS);
        }
        if ((await deps.store.increment(`login_failures:${address}`, LOGIN_WINDOW_MS)) >= LOGIN_FAILURES) {
          await deps.store.set(`login_captcha:${address}`, '1', LOGIN_WINDOW_MS);
        }
        throw new AppError('login_failed');
      }
      await deps.store.delete(`login_failures:${pair}`);
      return user;
    },

    /** Answers the same whether or not the address has an account. */
    async forget(body: ForgetBody) {
      await deps.codes.consume(body.email, body.email_code);
      const user = await findByEmail(db, body.email);
      if (!user) {
        await passwords.dummyVerify(body.password);
        return undefined;
      }
      await setPasswordHash(db, user.id, await passwords.hash(body.password));
      await deps.changed(user.id);
      return user;
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
