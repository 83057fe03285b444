import type { ConfigResult } from '@dropforge/shared/contract';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useConfigQuery } from '../features/site-config/api/config';
import { isApiError } from '../lib/api';
import { setSiteTitle } from '../lib/useDocumentTitle';
import { MaintenancePage } from './pages/MaintenancePage';

const ConfigContext = createContext<ConfigResult | null>(null);

export function useSiteConfig(): ConfigResult {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useSiteConfig outside ConfigGate');
  return config;
}

function setMeta(name: string, content: string): void {
  if (!content) return;
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Holds the app until `/api/config` answers; a failed load (network, server or database down) shows the
 * maintenance page (spec §8), which retries by itself. Rate limiting is no outage: the API client already
 * showed "slow down" and tried again; the boot splash stays and the load is tried after Retry-After.
 */
export function ConfigGate({ children }: { children: ReactNode }) {
  const query = useConfigQuery();
  const config = query.data;
  const limited = query.isError && isApiError(query.error, 429);
  const { refetch } = query;
  useEffect(() => {
    if (!limited) return;
    const seconds = Number((query.error as { data?: { retry_after?: number } }).data?.retry_after) || 5;
    const timer = setTimeout(() => void refetch(), seconds * 1000);
    return () => clearTimeout(timer);
  }, [limited, query.error, refetch]);
  // Before children render, so their useDocumentTitle effects already see the configured title.
  if (config) setSiteTitle(config.title);
  useEffect(() => {
    if (!config) return;
    setMeta('description', config.description);
    setMeta('keywords', config.keywords);
  }, [config]);
  if (!config && query.isError && !limited) return <MaintenancePage retry={async () => (await refetch()).isSuccess} />;
  if (!config) return <BootSplash />;
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

function BootSplash() {
  return (
    <div className="fixed inset-0 grid place-items-center bg-bg" aria-busy="true">
      <svg viewBox="0 0 48 48" className="size-14 motion-safe:animate-pulse" aria-hidden="true">
        <path d="M24 3 42 13.5v21L24 45 6 34.5v-21z" fill="#ff8a1f" />
        <path d="M24 12 33 17v14l-9 5-9-5V17z" fill="#0b0f17" />
      </svg>
    </div>
  );
}
