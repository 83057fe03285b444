import type { Transaction } from '@dropforge/shared/contract';
import { paymentsRoutes } from '@dropforge/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { languageHeader } from '../../../lib/locale';
import { accountQueries } from '../../../lib/queries';
import { authToken } from '../../../lib/session';

export type { Transaction };

/** Mirror of contract TRANSACTION_TYPES (types only are imported, so zod stays out of the bundle). */
export const TRANSACTION_TYPES = [
  'sell',
  'deposit',
  'withdrawal',
  'upgrade',
  'case',
  'battle',
  'mall',
  'code',
  'referral',
  'vip',
  'event',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const PAGE_SIZE = 10;

export function isTransactionType(value: string | null): value is TransactionType {
  return value !== null && (TRANSACTION_TYPES as readonly string[]).includes(value);
}

export interface TransactionPage {
  list: Transaction[];
  page: number;
  total: number;
}

/** One page of the ledger history; always refetched on visit (a deposit may just have landed). */
export function useTransactions(type: TransactionType | null, page: number) {
  return useQuery(accountQueries.transactions({ type: type ?? undefined, page }));
}

/** The CSV export needs the bearer token, so it is fetched and saved as a Blob (no plain link). */
export async function downloadCsv(type: TransactionType | null): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/csv', Language: languageHeader() };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const query = type ? `?type=${encodeURIComponent(type)}` : '';
  const response = await fetch(`${paymentsRoutes.transactionsCsv.path}${query}`, {
    headers,
    credentials: 'same-origin',
  });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('csv')) throw new Error('export failed');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `dropforge-transactions${type ? `-${type}` : ''}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
