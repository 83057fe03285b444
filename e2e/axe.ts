import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The impacts that fail the accessibility gate. */
const BLOCKING = new Set(['serious', 'critical']);

export type Finding = { rule: string; impact: string; help: string; targets: string[]; summary: string };

/**
 * Runs axe-core (every enabled rule, none switched off) on the page as it is now and answers the
 * serious and critical violations, one finding per rule with every node it flagged.
 */
export async function audit(page: Page): Promise<Finding[]> {
  // Colours are measured as drawn: a panel still fading in would read as low contrast. Wait for the entrance
  // animations that end (looping ones, such as a live dot's pulse, never do).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: audit anyway after a while.
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') would block an inline <script>.
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.map(String).join(' >> ')}  ${n.html.replace(/\s+/g, ' ').slice(0, 160)}`),
      summary: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
    }));
}

/** A readable report: one block per rule, every flagged selector under it. */
export function describeFindings(where: string, findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${where}: [${f.impact}] ${f.rule} — ${f.help}\n  ${f.summary}\n${f.targets.map((t) => `    ${t}`).join('\n')}`,
    )
    .join('\n');
}
