import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { requireLogin } from '../../../lib/sign-in';
import { useCallBots, useCopyBattle, useJoinBattle, useLeaveBattle } from '../api/battles';

/** Join, leave, bots and copy of one room; one request at a time, visitors get the sign-in layer. */
export function useRoomActions(id: number, code: string | null) {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const join = useJoinBattle(id, code);
  const leave = useLeaveBattle(id, code);
  const bots = useCallBots(id, code);
  const copy = useCopyBattle(id, code);
  const busy = useRef(false);
  const pending = join.isPending || leave.isPending || bots.isPending || copy.isPending;

  const once = (run: (done: () => void) => void) => {
    if (busy.current || !requireLogin()) return;
    busy.current = true;
    run(() => {
      busy.current = false;
    });
  };

  return {
    pending,
    joiningSlot: join.isPending ? join.variables : null,
    join: (slot: number) => once((done) => join.mutate(slot, { onSettled: done })),
    callBots: () => once((done) => bots.mutate(undefined, { onSettled: done })),
    leave: (after?: () => void) =>
      once((done) =>
        leave.mutate(undefined, {
          onSuccess: (result) => toast.success(t('room.refunded', { amount: formatAmount(result.refund) })),
          onSettled: () => {
            done();
            after?.();
          },
        }),
      ),
    copy: () =>
      once((done) =>
        copy.mutate(undefined, {
          onSuccess: (detail) => {
            navigate(`/battle/${detail.id}${detail.code ? `?code=${encodeURIComponent(detail.code)}` : ''}`);
            window.scrollTo({ top: 0 });
          },
          onSettled: done,
        }),
      ),
  };
}
