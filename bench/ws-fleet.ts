// A fleet of websocket clients, in a process of its own so it never shares the server's event loop.
// Parent: `const fleet = await startFleet({...})`, then `await fleet.finish()` for the delays it saw.
// Child: `tsx bench/ws-fleet.ts <config.json>`: prints `ready` once every client follows its channels, then on
// any line on stdin prints the result as JSON and exits.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { spawnChild } from './child';

export type FleetConfig = {
  /** ws://host:port/ws */
  url: string;
  clients: number;
  /** Channels of each client (index = client). */
  channels: string[][];
  /** Whether clients keep the live drop strip (`DropKanbanChannel`, followed from connect); default true. */
  strip?: boolean;
};
export type FleetResult = {
  clients: number;
  /** `round` events received (all clients). */
  received: number;
  /** Other messages received (drop strip, online count, start/end events …). */
  other: number;
  /** Milliseconds from a round's `revealed_at` to its arrival at a client. */
  p50: number;
  p99: number;
  max: number;
};

export async function startFleet(config: FleetConfig) {
  const child = spawnChild(import.meta.filename, [], config, 'ws-fleet');
  const first = await child.next().catch(() => 'exit');
  if (first !== 'ready') {
    await child.done();
    throw new Error('the ws fleet did not start');
  }
  return {
    async finish(): Promise<FleetResult> {
      child.send('done');
      const result = JSON.parse(await child.next()) as FleetResult;
      await child.done();
      return result;
    },
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main(file: string) {
  const config = JSON.parse(readFileSync(file, 'utf8')) as FleetConfig;
  const delays: number[] = [];
  let other = 0;
  const sockets: WebSocket[] = [];
  for (let i = 0; i < config.clients; i++) {
    const socket = new WebSocket(config.url);
    socket.on('message', (raw: Buffer) => {
      const at = Date.now();
      // Parse only round events: the fleet shares the machine's cores with the server, so it stays light.
      if (raw.indexOf('"event":"round"') < 0) {
        other++;
        return;
      }
      const m = JSON.parse(raw.toString('utf8'));
      delays.push(at - Date.parse(m.data.revealed_at));
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    for (const channel of config.channels[i] ?? []) socket.send(JSON.stringify({ type: 'subscribe', channel }));
    if (config.strip === false) socket.send(JSON.stringify({ type: 'unsubscribe', channel: 'DropKanbanChannel' }));
    sockets.push(socket);
  }
  // Subscriptions are not acknowledged; they are in place well within this.
  await new Promise((r) => setTimeout(r, 500));
  console.log('ready');
  for await (const _ of createInterface({ input: process.stdin })) break;
  for (const s of sockets) s.terminate();
  delays.sort((a, b) => a - b);
  const result: FleetResult = {
    clients: config.clients,
    received: delays.length,
    other,
    p50: quantile(delays, 0.5),
    p99: quantile(delays, 0.99),
    max: delays.at(-1) ?? Number.NaN,
  };
  console.log(JSON.stringify(result));
  process.exit(0);
}

if (process.argv[1] === import.meta.filename && process.argv[2]) await main(process.argv[2]);
