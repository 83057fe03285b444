// The one report of `npm run bench`: every target of issue 23 as a row with what it needs and PASS/FAIL, the
// reference rows the ratios are taken against (pgbench TPC-B, /healthz, the article page), the machine and its load.

import { cpus, loadavg, totalmem } from 'node:os';
import type { LoadResult } from './load';

export type Verdict = 'PASS' | 'FAIL' | 'n/a' | '';

export type ReportRow = {
  target: string;
  /** What was measured, with its unit (and the ratio, for ratio targets). */
  measured: string;
  p50?: number;
  p99?: number;
  errors?: number | string;
  /** The threshold in words; empty for reference rows. */
  needs: string;
  verdict: Verdict;
};

const fmt = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : 'n/a');
/** `1234 in 10.0 s`: the requests a rate was taken over. */
export const over = (r: LoadResult) => `${r.requests} in ${r.seconds.toFixed(1)} s`;

/** Non-2xx answers by status, e.g. `3 (409×2, 500×1)`. */
export function errorsOf(r: Pick<LoadResult, 'errors' | 'statuses'>): string {
  const by = Object.entries(r.statuses ?? {}).map(([status, n]) => `${status}×${n}`);
  return by.length ? `${r.errors} (${by.join(', ')})` : String(r.errors);
}

/** A reference row: measured, judged by nothing. */
export function reference(target: string, measured: string, r?: LoadResult): ReportRow {
  return {
    target,
    measured,
    p50: r?.p50 || undefined,
    p99: r?.p99 || undefined,
    errors: r ? errorsOf(r) : undefined,
    needs: '',
    verdict: '',
  };
}

/**
 * A rate target: `r.rps ≥ factor × base` (a rate measured in the same run), optionally `p99 ≤ maxP99`, and no
 * errors. `n/a` when the base was not measured (e.g. left out by BENCH_ONLY).
 */
export function rateTarget(
  target: string,
  r: LoadResult,
  unit: string,
  need: { factor: number; base: number; baseName: string; maxP99?: number },
): ReportRow {
  const { factor, base, baseName, maxP99 } = need;
  const known = Number.isFinite(base) && base > 0;
  const ratio = known ? r.rps / base : Number.NaN;
  const fast = known && r.rps >= factor * base;
  const quick = maxP99 === undefined || r.p99 <= maxP99;
  const needs = `≥ ${factor} × ${baseName} (${known ? fmt(factor * base) : '?'}/s)${maxP99 === undefined ? '' : `, p99 ≤ ${maxP99} ms`}, no errors`;
  return {
    target,
    measured: `${r.rps} ${unit}${known ? ` = ${ratio.toFixed(2)} ×` : ''} (${over(r)})`,
    p50: r.p50,
    p99: r.p99,
    errors: errorsOf(r),
    needs,
    verdict: !known ? (quick && r.errors === 0 ? 'n/a' : 'FAIL') : fast && quick && r.errors === 0 ? 'PASS' : 'FAIL',
  };
}

/** A latency-only target: `p99 ≤ maxP99` and no errors. */
export function latencyTarget(target: string, r: LoadResult, unit: string, maxP99: number): ReportRow {
  return {
    target,
    measured: `${r.rps} ${unit} (${over(r)})`,
    p50: r.p50,
    p99: r.p99,
    errors: errorsOf(r),
    needs: `p99 ≤ ${maxP99} ms, no errors`,
    verdict: r.p99 <= maxP99 && r.errors === 0 ? 'PASS' : 'FAIL',
  };
}

export type Machine = { cpus: string; memory: string; node: string; loadStart: number[]; loadEnd?: number[] };

export function machineNow(): Machine {
  const list = cpus();
  return {
    cpus: `${list.length} × ${list[0]?.model.trim() ?? 'cpu'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: `Node ${process.version}`,
    loadStart: loadavg(),
  };
}

const loads = (l: number[] | undefined) => (l ? l.map((n) => n.toFixed(2)).join(' / ') : 'n/a');

export function renderReport(opts: {
  rows: ReportRow[];
  machine: Machine;
  postgres: string;
  settings: string;
  extra?: string[];
}): { text: string; failed: ReportRow[] } {
  const { rows, machine } = opts;
  const judged = rows.filter((r) => r.verdict === 'PASS' || r.verdict === 'FAIL');
  const failed = judged.filter((r) => r.verdict === 'FAIL');
  const cell = (v: number | string | undefined) => (v === undefined ? '' : String(v));
  const text = [
    `Machine: ${machine.cpus}, ${machine.memory}, ${machine.node}; ${opts.postgres}.`,
    `Load average (1 / 5 / 15 min): ${loads(machine.loadStart)} at the start, ${loads(machine.loadEnd)} at the end.`,
    `${opts.settings}.`,
    '',
    '| target | measured | p50 ms | p99 ms | errors | needs | result |',
    '|---|---:|---:|---:|---:|---|:---:|',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${r.measured} | ${cell(r.p50)} | ${cell(r.p99)} | ${cell(r.errors)} | ${r.needs} | ${r.verdict ? `**${r.verdict}**` : ''} |`,
    ),
    '',
    `${judged.length - failed.length} of ${judged.length} targets pass${failed.length ? `; FAIL: ${failed.map((r) => r.target).join('; ')}` : ''}.`,
    ...(opts.extra ?? []).flatMap((block) => ['', block]),
  ].join('\n');
  return { text, failed };
}
