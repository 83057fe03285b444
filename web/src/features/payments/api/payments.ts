import type { Order, PaymentMethod, RechargeBody } from '@dropforge/shared/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { Order, PaymentMethod };

export interface MethodsResult {
  country: string;
  min_recharge: number;
  bonus_rate: number;
  methods: PaymentMethod[];
}

export interface RechargeResult {
  order_sn: string;
  pay_url: string;
}

export const methodsKey = (country: string) => ['payment-methods', country] as const;
export const orderKey = (orderSn: string) => ['payment-order', orderSn] as const;

/** Methods offered in a country (the server falls back to the visitor's country when none is sent). */
export function useMethods(country: string) {
  return useQuery({
    queryKey: methodsKey(country),
    queryFn: ({ signal }) =>
      api<MethodsResult>('/api/payment/methods', { query: { country: country || undefined }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Creates the order; errors surface as the server msg through the global mutation toast (spec §8). */
export function useRecharge() {
  return useMutation({
    mutationFn: (body: RechargeBody) =>
      api<RechargeResult>('/api/system_shop/recharge', {
        method: 'POST',
        body,
        idempotencyKey: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
      }),
  });
}

/** Result page: polls every second while the order is pending (the caller decides when to stop). */
export function useOrder(orderSn: string, poll: boolean) {
  return useQuery({
    queryKey: orderKey(orderSn),
    queryFn: ({ signal }) => api<Order>(`/api/payment/order/${encodeURIComponent(orderSn)}`, { signal }),
    enabled: orderSn !== '',
    staleTime: 0,
    refetchInterval: (query) => (poll && query.state.data?.state === 'pending' ? 1000 : false),
    refetchIntervalInBackground: true,
  });
}
