import { failureCoins, toAmount, type UpgradeDirection, ZERO_MILLI } from '@dropforge/shared/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/api';
import { useRevealHold } from '../../../lib/reveal-hold';
import { requireLogin } from '../../../lib/sign-in';
import { loadProfile, useUser } from '../../../lib/user';
import {
  type BackpackItem,
  type Goods,
  type UpgradeConfig,
  type UpgradeResult,
  useTargetFinder,
  useUpgrade,
  useUpgradeRefresh,
} from '../api/upgrade';
import { playResult, unlockAudio } from '../lib/sound';
import {
  chanceView,
  cheapestAtLeast,
  formatMultiplier,
  multiplierFloor,
  parseAmountInput,
  stakeMilli,
  toggleStake,
} from '../lib/stake';

/** `pending`: the request is out; `spinning`: the pointer is turning; `done`: it landed. */
export type UpgradePhase = 'idle' | 'pending' | 'spinning' | 'done';

/**
 * The upgrade page's state: the stake (items and a balance part), the target, the side, the live chance,
 * and one upgrade at a time — request, spin to the server's ticket, then the result and fresh balances.
 */
export function useUpgradeFlow(
  config: UpgradeConfig | undefined,
  spin: (ticket: number) => Promise<void>,
  sound: boolean,
) {
  const { t } = useTranslation('upgrade');
  const { profile } = useUser();
  const [selected, setSelected] = useState<BackpackItem[]>([]);
  const [amountText, setAmountText] = useState('');
  const [target, setTargetState] = useState<Goods | null>(null);
  const [direction, setDirectionState] = useState<UpgradeDirection>('under');
  const [phase, setPhase] = useState<UpgradePhase>('idle');
  const [roll, setRoll] = useState<UpgradeResult | null>(null);
  /** The wheel still shows the last roll (nothing changed since it landed). */
  const [showRoll, setShowRoll] = useState(false);
  const busy = useRef(false);
  const mutation = useUpgrade();
  const refresh = useUpgradeRefresh();
  const findTargets = useTargetFinder();

  const balance = profile?.money ?? 0;
  const amount = parseAmountInput(amountText, balance);
  const stake = stakeMilli(
    selected.map((item) => item.price),
    amount.error === 'format' ? ZERO_MILLI : amount.milli,
  );
  const view = chanceView(stake, target?.price ?? null, config);
  const maxItems = config?.max_items ?? 10;
  /** Coins (USD) gifted if this stake fails. */
  const giftIfLost = config ? toAmount(failureCoins(stake, config.coins_share)) : 0;
  const locked = phase === 'pending' || phase === 'spinning';
  // The live strip waits until the wheel has landed.
  useRevealHold(locked);
  const canSubmit = !locked && view.kind === 'ok' && amount.error === null && target !== null;

  const changed = () => setShowRoll(false);

  const toggle = (item: BackpackItem) => {
    if (locked) return;
    const answer = toggleStake(selected, item, maxItems);
    if (answer.refused) {
      toast.warning(t('stake.maxItems', { max: maxItems }));
      return;
    }
    setSelected(answer.next);
    changed();
  };

  const setAmount = (text: string) => {
    if (locked) return;
    setAmountText(text);
    changed();
  };

  const setTarget = (goods: Goods | null) => {
    if (locked) return;
    setTargetState(goods);
    changed();
  };

  const setDirection = (next: UpgradeDirection) => {
    if (locked) return;
    setDirectionState(next);
    changed();
  };

  const clearStake = () => {
    if (locked) return;
    setSelected([]);
    setAmountText('');
    changed();
  };

  /** A quick multiplier: the cheapest target at or above stake × multiplier. */
  const pickMultiplier = async (multiplier: number) => {
    if (locked || !requireLogin()) return;
    if (stake <= 0) {
      toast.warning(t('wheel.needStake'));
      return;
    }
    const floor = multiplierFloor(stake, multiplier);
    try {
      const page = await findTargets(toAmount(stake), floor);
      const best = cheapestAtLeast(page.list, floor, stake);
      if (best) setTarget(best);
      else toast.warning(t('target.noMultiplier', { multiplier: formatMultiplier(multiplier) }));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const submit = () => {
    if (!requireLogin() || busy.current || !canSubmit || !target) return;
    busy.current = true;
    if (sound) unlockAudio();
    setPhase('pending');
    mutation.mutate(
      {
        knapsack_id: selected.map((item) => item.knapsack_id),
        amount: toAmount(amount.milli),
        target_id: target.id,
        direction,
      },
      {
        onSuccess: async (result) => {
          setRoll(result);
          setShowRoll(true);
          setPhase('spinning');
          await spin(result.ticket);
          if (sound) playResult(result.success);
          setSelected([]);
          setAmountText('');
          setPhase('done');
          busy.current = false;
          refresh();
          void loadProfile();
        },
        onError: (error) => {
          toast.error(error.message);
          // 409: a staked item left the backpack (sold, withdrawn, upgraded elsewhere): pick the stake again.
          if (isApiError(error, 409)) setSelected([]);
          setPhase('idle');
          busy.current = false;
          refresh();
        },
      },
    );
  };

  return {
    selected,
    amountText,
    amount,
    balance,
    stake,
    target,
    direction,
    view,
    maxItems,
    giftIfLost,
    coinsShare: config?.coins_share ?? 0,
    phase,
    locked,
    canSubmit,
    roll,
    showRoll: showRoll && roll !== null,
    toggle,
    setAmount,
    setTarget,
    setDirection,
    clearStake,
    pickMultiplier,
    submit,
  };
}

export type UpgradeFlow = ReturnType<typeof useUpgradeFlow>;
