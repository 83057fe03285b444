import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const run = (...args: string[]) => {
  const result = spawnSync('npx', ['tsx', 'server/scripts/verify.ts', ...args], { cwd: root, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const serverSeed = createHash('sha256').update('verify cli test').digest('hex');
const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
const digestOf = (message: string) => createHmac('sha256', serverSeed).update(message).digest('hex');
const ticketOf = (digest: string) => Number((BigInt(`0x${digest.slice(0, 13)}`) * 100_000_000n) >> 52n);

describe('npm run verify', { timeout: 60_000 }, () => {
  it('prints digest, float, ticket and the drawn entry, and checks the commitment', () => {
    const digest = digestOf('case:my seed ü:7:0');
    const ticket = ticketOf(digest);
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const file = join(dir, 'odds.json');
    writeFileSync(
      file,
      JSON.stringify([
        { goodsId: 'low', tickets: ticket },
        { goodsId: 'hit', tickets: 1 },
        { goodsId: 'high', tickets: 100_000_000 - ticket - 1 },
      ]),
    );
    const out = run(
      '--server-seed',
      serverSeed,
      '--client-seed',
      'my seed ü',
      '--nonce',
      '7',
      '--server-seed-hash',
      serverSeedHash,
      '--ticket',
      String(ticket),
      '--case',
      file,
    );
    expect(out.stderr).not.toMatch(/mismatch/i);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain(`digest            ${digest}`);
    expect(out.stdout).toContain(`ticket            ${ticket}  ✓ matches`);
    expect(out.stdout).toContain(`float             ${Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52}`);
    expect(out.stdout).toMatch(/server seed hash .* ✓ matches/);
    expect(out.stdout).toContain('drop              goods hit');
  });

  it('exits 1 on a hash or ticket mismatch and 2 on bad arguments', () => {
    const wrongHash = run(
      '--server-seed',
      serverSeed,
      '--client-seed',
      'c',
      '--nonce',
      '0',
      '--server-seed-hash',
      '00'.repeat(32),
    );
    expect(wrongHash.status).toBe(1);
    expect(wrongHash.stdout).toContain('✗ MISMATCH');
    expect(wrongHash.stderr).toContain('server seed hash mismatch');
    const ticket = ticketOf(digestOf('upgrade:c:3:1'));
    const wrongTicket = run(
      '--server-seed',
      serverSeed,
      '--client-seed',
      'c',
      '--nonce',
      '3',
      '--round',
      '1',
      '--game',
      'upgrade',
      '--ticket',
      String((ticket + 1) % 100_000_000),
      '--json',
    );
    expect(wrongTicket.status).toBe(1);
    expect(JSON.parse(wrongTicket.stdout)).toMatchObject({ ticket, ticketMatches: false, ok: false });
    expect(run('--client-seed', 'c', '--nonce', '0').status).toBe(2);
    expect(run('--server-seed', serverSeed, '--client-seed', 'c', '--nonce', 'x').status).toBe(2);
    expect(
      run('--server-seed', serverSeed, '--client-seed', 'c', '--nonce', '1', '--case', 'no-such-case').status,
    ).toBe(2);
  });

  it('verifies a battle roll from the ordered client seeds, round, slot and beacon', () => {
    const message = 'battle:alice,bob:2:1:beacon';
    const out = run(
      '--game',
      'battle',
      '--server-seed',
      serverSeed,
      '--client-seed',
      'alice',
      '--client-seed',
      'bob',
      '--round',
      '2',
      '--slot',
      '1',
      '--beacon',
      'beacon',
      '--ticket',
      String(ticketOf(digestOf(message))),
      '--json',
    );
    expect(out.status).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ message, digest: digestOf(message), ok: true });
  });

  it('recomputes a liabilities proof to its root and total, and fails on a changed balance', () => {
    const sha = (t: string) => createHash('sha256').update(t).digest('hex');
    const leafOf = (hash: string, balance: number) => ({ hash: sha(`${hash}:${balance}`), sum: balance });
    const salt = 'a1'.repeat(32);
    const userHash = sha(`42:${salt}`);
    const mine = leafOf(userHash, 5_000);
    const other = leafOf('f'.repeat(64), 7_000);
    const third = leafOf('e'.repeat(64), 1);
    const pair = { hash: sha(`${mine.hash}:5000:${other.hash}:7000`), sum: 12_000 };
    const root = sha(`${pair.hash}:12000:${third.hash}:1`);
    const proof = {
      currency: 'money',
      date: '2026-11-27T00:00:00.000Z',
      leaf: { user_hash: userHash, balance: 5_000 },
      user_id: 42,
      salt,
      path: [
        { ...other, side: 'right' },
        { ...third, side: 'right' },
      ],
      root,
      total: 12_001,
    };
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const file = join(dir, 'proof.json');
    writeFileSync(file, JSON.stringify({ code: 200, msg: 'Success', data: proof }));
    const good = run('liabilities', '--proof', file, '--root', root, '--total', '12001');
    expect(good.status).toBe(0);
    expect(good.stdout).toContain(`root              ${root}  ✓ matches`);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...proof, leaf: { ...proof.leaf, balance: 4_000 } }));
    const out = run('liabilities', '--proof', bad);
    expect(out.status).toBe(1);
    expect(out.stdout).toContain('MISMATCH');
    expect(run('liabilities').status).toBe(2);
  });
});
