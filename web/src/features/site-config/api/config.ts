import type { ConfigResult } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';

export const configQueryKey = contentQueries.config().queryKey;

/** Site configuration: counters, service links, SEO texts, visitor country. */
export function useConfigQuery() {
  return useQuery(contentQueries.config());
}

export type SocialKey = 'discord' | 'twitter' | 'instagram' | 'telegram' | 'reddit' | 'facebook';
export const SOCIAL_KEYS: readonly SocialKey[] = ['discord', 'twitter', 'instagram', 'telegram', 'reddit', 'facebook'];

export function serviceValue(config: ConfigResult, key: string): string | undefined {
  const value = config.service.find((entry) => entry.key === key)?.value.trim();
  return value || undefined;
}

/** The six social links; `flw_*` service entries override the defaults. */
export function socialLinks(config: ConfigResult): Array<{ key: SocialKey; href: string | undefined }> {
  return SOCIAL_KEYS.map((key) => ({ key, href: serviceValue(config, `flw_${key}`) }));
}
