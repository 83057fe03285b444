import cluster from 'node:cluster';

const RESTART_MS = 1000;
const STOP_MS = 35_000;

/**
 * `WEB_CONCURRENCY` > 1: this process forks that many servers sharing its port (Node's cluster, connections handed
 * out in turn) and only watches them: a server that dies is started again after a second; SIGINT or SIGTERM drains
 * every server (each stops as a single one does) and then exits. The servers are ordinary instances: they need the
 * shared Postgres and Redis that several instances need (config refuses otherwise).
 */
export function runCluster(workers: number, log: (line: string) => void): void {
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`server ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, RESTART_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${workers} servers`);
    setTimeout(() => process.exit(1), STOP_MS).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i++) fork();
  log(`Dropforge: ${workers} servers on one port`);
}

export const isClusterPrimary = () => cluster.isPrimary;
