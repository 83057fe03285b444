import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from './app';
import { PLATFORM_ENV } from './platform/config';
import { findRoot } from './platform/paths';

/** README's configuration table: `| \`NAME\` | default | meaning |` rows. */
function readmeTable(): Map<string, string> {
  const readme = readFileSync(join(findRoot(), 'README.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const match = /^\| `([A-Z][A-Z0-9_]+)` \| ([^|]*) \|/.exec(line);
    if (match) rows.set(match[1]!, match[2]!.trim());
  }
  return rows;
}

const schemas = [PLATFORM_ENV, ...MODULES.flatMap((m) => (m.settings ? [m.settings.env] : []))];

describe('configuration', () => {
  it('README documents exactly the variables the platform and the modules read', () => {
    const read = schemas.flatMap((s) => Object.keys(s.shape)).sort();
    expect(new Set(read).size).toBe(read.length);
    expect([...readmeTable().keys()].sort()).toEqual(read);
  });

  it("README's defaults are the schemas' defaults", () => {
    const table = readmeTable();
    const wrong: string[] = [];
    for (const schema of schemas) {
      const defaults = schema.partial().parse({}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(defaults)) {
        if (value === undefined) continue;
        const shown = Array.isArray(value) ? value.join(',') : String(value);
        const cell = table.get(name) ?? '';
        if (shown === '' ? cell !== 'empty' : !cell.startsWith(`\`${shown}\``))
          wrong.push(`${name}: README ${cell}, schema ${shown}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('each module reads only its own variables (no domain variable in the platform)', () => {
    const platform = Object.keys(PLATFORM_ENV.shape);
    expect(platform.filter((name) => /^(UPGRADE|BATTLE|WITHDRAW|WAXPEER|MALL|PRICE|STRIPE)_/.test(name))).toEqual([]);
  });
});
