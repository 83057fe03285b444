import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRoot } from '../src/platform/paths';

/**
 * Whether the third-party market price file (`PRICE_FILE`'s default, beside the repository) is here.
 * Without it the catalogue prices goods by the documented estimate, so assertions about the shipped
 * content at market prices (a case's price band, the order of the level cases' values) only hold with it.
 */
export const MARKET_PRICES = existsSync(join(findRoot(), '..', 'shared', 'data', 'cs2-catalog.json'));

/** A copy of the repository's content/ with extra case files, for tests that need cases of their own. */
export function contentWithCases(cases: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dropforge-content-'));
  cpSync(join(findRoot(), 'content'), dir, { recursive: true });
  mkdirSync(join(dir, 'cases'), { recursive: true });
  for (const [id, body] of Object.entries(cases)) {
    writeFileSync(join(dir, 'cases', `${id}.json`), JSON.stringify(body, null, 2));
  }
  return dir;
}

/** A cheap test case of pistols (about $1 at the file prices). */
export const TEST_PISTOL_CASE = {
  name: 'Test Pistols',
  category: 'budget',
  rtp: 0.9,
  items: [
    { hash_name: 'P250 | Sand Dune (Field-Tested)', tickets: 69_000_000 },
    { hash_name: 'P2000 | Granite Marbleized (Field-Tested)', tickets: 30_000_000 },
    { hash_name: 'USP-S | Kill Confirmed (Field-Tested)', tickets: 1_000_000 },
  ],
};
