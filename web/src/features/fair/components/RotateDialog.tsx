import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { MonoValue } from '../../../components/ui/MonoValue';
import { Spinner } from '../../../components/ui/Spinner';
import { toast } from '../../../components/ui/toast-store';
import { type PfvResult, useRollLog, useUpdateSeeds } from '../api/fair';
import { EMPTY_INPUT, logEntryHref, paramsFromInput } from '../lib/verifier';

/** Rotation: confirm, then show the revealed server seed of the retired pair and a link to verify with it. */
export function RotateDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('fair');
  const update = useUpdateSeeds();
  const [result, setResult] = useState<PfvResult | null>(null);
  const previous = result?.previous ?? null;
  // The newest log page names the case of the retired pair's last roll.
  const log = useRollLog(open && previous !== null, 1);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setResult(null);
  };
  const rotate = () => {
    if (update.isPending) return;
    update.mutate({ rotate: true }, { onSuccess: setResult, onError: (error) => toast.error(error.message) });
  };
  // The last nonce used by the retired pair (its `nonce` is the next one it would have used).
  const lastNonce = previous && previous.nonce > 0 ? previous.nonce - 1 : 0;
  const lastRoll = log.data?.list.find(
    (entry) => entry.serverSeedHash === previous?.serverSeedHash && entry.nonce === lastNonce,
  );
  const verifyHref = lastRoll
    ? logEntryHref({ ...lastRoll, serverSeed: previous?.serverSeed ?? null })
    : previous
      ? `/provablyfair?${paramsFromInput({
          ...EMPTY_INPUT,
          serverSeed: previous.serverSeed,
          clientSeed: previous.clientSeed,
          nonce: String(lastNonce),
          round: '0',
          game: 'case',
          caseId: '',
          hash: previous.serverSeedHash,
          ticket: '',
        }).toString()}#verify`
      : '';

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={previous ? t('rotate.doneTitle') : t('rotate.title')}
      description={previous ? t('rotate.doneBody') : t('rotate.body')}
      testId="fair-rotate-dialog"
      className="md:w-[min(94vw,560px)]"
    >
      {previous ? (
        <div className="mt-5 space-y-4">
          <dl className="space-y-3">
            <MonoValue
              label={t('seeds.revealed')}
              value={previous.serverSeed}
              tone="text-money"
              testId="fair-revealed-seed"
            />
            <MonoValue label={t('seeds.hash')} value={previous.serverSeedHash} />
            <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-3">
              <MonoValue label={t('seeds.client')} value={previous.clientSeed} />
              <MonoValue label={t('seeds.betsMade')} value={String(previous.nonce)} />
            </div>
          </dl>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('rotate.close')}
            </Button>
            {previous.nonce > 0 ? (
              <ButtonLink to={verifyHref} variant="primary" onClick={() => close(false)}>
                <Icon name="shield" />
                {t('rotate.verifyLast')}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('rotate.cancel')}
          </Button>
          <Button variant="primary" data-testid="fair-rotate-confirm" onClick={rotate} aria-disabled={update.isPending}>
            {update.isPending ? (
              <Spinner label={t('rotate.rotating')} className="text-current" />
            ) : (
              <Icon name="refresh" />
            )}
            {t('rotate.confirm')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
