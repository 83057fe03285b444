import { useLocation, useNavigate } from 'react-router';
import { payHref, storePayReturn } from '../../../lib/pay-return';
import { useMinRecharge } from '../api/mall';
import { topUpFor } from '../lib/buy';

/**
 * Spec §5: short of shop score → `/pay?p={difference, at least the minimum recharge}&od=1`, remembering where the player was (the pay
 * result page offers "Back" to it). `back` overrides the return address (the item page adds `resume=1`).
 */
export function usePayRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const minRecharge = useMinRecharge();
  return (amount: number, back?: string) => {
    const returnTo = back ?? `${location.pathname}${location.search}`;
    storePayReturn(returnTo);
    navigate(payHref({ amount: topUpFor(amount, minRecharge).amount, shopScore: true, returnTo }));
  };
}
