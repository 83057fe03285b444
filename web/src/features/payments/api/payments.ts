import type { Coupon, Order, PaymentMethod, RechargeBody } from '@dropforge/shared/contract';
import { paymentsRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { shopQueries } from '../../../lib/queries';

export type { Coupon, Order, PaymentMethod };

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

export const methodsKey = (country: string) => shopQueries.paymentMethods(country).queryKey;
export const orderKey = (orderSn: string) => shopQueries.order(orderSn).queryKey;

/** Methods offered in a country (the server falls back to the visitor's country when none is sent). */
export function useMethods(country: string) {
  return useQuery({ ...shopQueries.paymentMethods(country), placeholderData: keepPreviousData });
}

/** Creates the order; errors surface as the server msg through the global mutation toast (spec §8). */
export function useRecharge() {
  return useMutation({
    mutationFn: (body: RechargeBody) =>
      call(paymentsRoutes.recharge, {
        body,
        idempotencyKey: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`,
      }),
  });
}

/** Result page: polls every second while the order is pending (the caller decides when to stop). */
export function useOrder(orderSn: string, poll: boolean) {
  return useQuery({
    ...shopQueries.order(orderSn),
    refetchInterval: (query) => (poll && query.state.data?.state === 'pending' ? 1000 : false),
    refetchIntervalInBackground: true,
  });
}
