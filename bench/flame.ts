// A V8 CPU profile (`node --cpu-prof`, a .cpuprofile) as a self-contained SVG flame graph, and its top frames
// by self time. `npx tsx bench/flame.ts in.cpuprofile out.svg [--title T] [--from ms] [--to ms]`:
// --from/--to keep only the samples taken that many milliseconds after the profile started (e.g. the load
// window, without the boot). Idle time (`(idle)`) is left out; percentages are of the CPU time that remains.
import { readFileSync, writeFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** A merged call-tree node: time (µs) spent in it (`self`) and under it (`total`). */
type Frame = { name: string; where: string; self: number; total: number; children: Map<string, Frame> };
export type TopFrame = { name: string; where: string; ms: number; pct: number };

const ROOT = process.cwd();

function where(cf: CallFrame): string {
  if (!cf.url) return '';
  let url = cf.url.replace(/^file:\/\//, '');
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) url = url.slice(nm + 1);
  else if (url.startsWith(`${ROOT}/`)) url = url.slice(ROOT.length + 1);
  return `${url}:${cf.lineNumber + 1}`;
}
const nameOf = (cf: CallFrame) => cf.functionName || (cf.url ? '(anonymous)' : '(program)');

/** Folds the samples into a tree (siblings of the same function and place merged); µs per sample from timeDeltas. */
export function fold(profile: CpuProfile, fromMs = 0, toMs = Number.POSITIVE_INFINITY) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const root: Frame = { name: 'all', where: '', self: 0, total: 0, children: new Map() };
  const self = new Map<string, TopFrame>();
  let idle = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one (the last: until the profile ended).
    const us = Math.max(0, (profile.timeDeltas[i + 1] ?? profile.endTime - at) || 0);
    const ms = (at - profile.startTime) / 1000;
    if (ms < fromMs || ms > toMs) continue;
    const leaf = byId.get(profile.samples[i]!);
    if (!leaf) continue;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    const stack: ProfileNode[] = [];
    for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) stack.push(n);
    stack.reverse();
    let frame = root;
    root.total += us;
    for (const n of stack) {
      if (n.callFrame.functionName === '(root)') continue;
      const name = nameOf(n.callFrame);
      const w = where(n.callFrame);
      const key = `${name}\u0000${w}`;
      let child = frame.children.get(key);
      if (!child) {
        child = { name, where: w, self: 0, total: 0, children: new Map() };
        frame.children.set(key, child);
      }
      child.total += us;
      frame = child;
    }
    frame.self += us;
    const key = `${frame.name}\u0000${frame.where}`;
    const top = self.get(key) ?? { name: frame.name, where: frame.where, ms: 0, pct: 0 };
    top.ms += us / 1000;
    self.set(key, top);
  }
  const top = [...self.values()]
    .map((t) => ({ ...t, ms: Math.round(t.ms), pct: root.total ? (t.ms * 1000 * 100) / root.total : 0 }))
    .sort((a, b) => b.ms - a.ms);
  return { root, top, cpuMs: root.total / 1000, idleMs: idle / 1000 };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function colour(f: Frame): string {
  let h = 0;
  for (const ch of f.name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const jitter = h % 40;
  if (f.name.startsWith('(')) return `hsl(0, 0%, ${60 + (jitter % 20)}%)`; // (program), (garbage collector)
  if (f.where.startsWith('node:') || f.where === '') return `hsl(200, 45%, ${62 + (jitter % 20)}%)`; // Node itself
  if (f.where.startsWith('node_modules/')) return `hsl(${30 + jitter}, 80%, ${58 + (jitter % 12)}%)`; // packages
  return `hsl(${jitter / 4}, 75%, ${55 + (jitter % 15)}%)`; // the site's own code
}

/** Classic flame graph: the root at the bottom, each frame as wide as its share of the CPU time. */
export function toSvg(root: Frame, opts: { title: string; subtitle: string; width?: number }): string {
  const width = opts.width ?? 1200;
  const row = 17;
  const pad = 10;
  const depthOf = (f: Frame): number => 1 + Math.max(0, ...[...f.children.values()].map(depthOf));
  const depth = depthOf(root);
  const height = depth * row + 70;
  const scale = (width - 2 * pad) / Math.max(1, root.total);
  const out: string[] = [];
  const walk = (f: Frame, x: number, level: number) => {
    const w = f.total * scale;
    if (w < 0.3) return;
    const y = height - 20 - (level + 1) * row;
    const pct = ((f.total / root.total) * 100).toFixed(2);
    const label = `${f.name}${f.where ? ` ${f.where}` : ''}`;
    const tip = `${label} — ${(f.total / 1000).toFixed(1)} ms, ${pct} % (self ${(f.self / 1000).toFixed(1)} ms)`;
    const chars = Math.floor((w - 6) / 6.6);
    const text =
      chars >= 3
        ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}">${esc(label.length > chars ? `${label.slice(0, chars - 2)}..` : label)}</text>`
        : '';
    out.push(
      `<g><title>${esc(tip)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${row - 1}" fill="${colour(f)}" rx="2"/>${text}</g>`,
    );
    let cx = x;
    for (const c of [...f.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      walk(c, cx, level + 1);
      cx += c.total * scale;
    }
  };
  walk(root, pad, 0);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Menlo, Consolas, monospace" font-size="11">`,
    `<title>${esc(opts.title)}</title>`,
    `<rect width="100%" height="100%" fill="#fdfaf5"/>`,
    `<text x="${width / 2}" y="22" font-size="15" text-anchor="middle" font-family="sans-serif">${esc(opts.title)}</text>`,
    `<text x="${width / 2}" y="40" font-size="11" text-anchor="middle" font-family="sans-serif" fill="#555">${esc(opts.subtitle)}</text>`,
    ...out,
    '</svg>',
  ].join('\n');
}

export function topTable(top: TopFrame[], n = 15): string {
  return top
    .slice(0, n)
    .map((t) => `${t.pct.toFixed(1).padStart(5)} %  ${String(t.ms).padStart(6)} ms  ${t.name}  ${t.where}`)
    .join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    return args.splice(i, 2)[1];
  };
  const title = flag('--title');
  const from = Number(flag('--from') ?? 0);
  const to = Number(flag('--to') ?? Number.POSITIVE_INFINITY);
  const [input, output] = args;
  if (!input || !output) {
    console.error('usage: npx tsx bench/flame.ts in.cpuprofile out.svg [--title T] [--from ms] [--to ms]');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(input, 'utf8')) as CpuProfile;
  const { root, top, cpuMs, idleMs } = fold(profile, from, to);
  const subtitle = `${Math.round(cpuMs)} ms on CPU, ${Math.round(idleMs)} ms idle (left out)${from || to !== Number.POSITIVE_INFINITY ? `; samples from ${from} to ${to} ms` : ''}; hover a frame for its time`;
  writeFileSync(output, toSvg(root, { title: title ?? input, subtitle }));
  console.log(`${output}: ${subtitle}\n\ntop 15 frames by self time:\n${topTable(top)}`);
}
