// npm run ops -- operator create --email <e> --role admin|support|finance|content
// Prints the operator's first password and TOTP secret once (base32, an otpauth URI and a QR to scan): only the
// password's hash and the secret are stored, and the secret cannot be shown again.
import { parseArgs } from 'node:util';
import { OPS_ROLES, type OpsRole } from '@dropforge/shared/contract';
import qrcode from 'qrcode-generator';
import { createOperators } from '../src/modules/ops';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

export const OPERATORS_USAGE = '  npm run ops -- operator create --email <e> --role admin|support|finance|content';

/** The QR of `text` in half blocks (two module rows per line), dark on light with a quiet zone. */
export function terminalQr(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const dark = (r: number, c: number) => r >= 0 && c >= 0 && r < n && c < n && qr.isDark(r, c);
  const lines: string[] = [];
  for (let r = -2; r < n + 2; r += 2) {
    let line = '';
    for (let c = -2; c < n + 2; c++) {
      const top = dark(r, c);
      const bottom = dark(r + 1, c);
      line += top && bottom ? ' ' : top ? '▄' : bottom ? '▀' : '█';
    }
    lines.push(line);
  }
  return lines.join('\n');
}

export async function operator(rest: string[], fail: (message: string) => never) {
  const [sub, ...args] = rest;
  if (sub !== 'create') fail('operator takes one subcommand: create');
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, role: { type: 'string' } } });
  if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) fail('--email <address> is required');
  if (!values.role || !(OPS_ROLES as readonly string[]).includes(values.role))
    fail(`--role must be one of ${OPS_ROLES.join(', ')}`);
  const config = loadConfig();
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const operators = createOperators({
      db: database.db,
      pepper: config.sessionPepper,
      sessionHours: 12,
      now: Date.now,
    });
    const made = await operators.create(values.email, values.role as OpsRole);
    console.log(`operator #${made.operator.id} ${made.operator.email} (${made.operator.role}) created.`);
    console.log('Shown once: store them now.\n');
    console.log(`first password: ${made.password}`);
    console.log(`TOTP secret:    ${made.secret}`);
    console.log(`otpauth URI:    ${made.uri}\n`);
    console.log(terminalQr(made.uri));
    console.log('\nScan the QR (or enter the secret) in an authenticator app, then sign in at /ops.');
  } catch (e) {
    console.error(`operator not created: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
