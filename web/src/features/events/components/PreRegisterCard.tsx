import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { useUser } from '../../../lib/user';
import { type PreRegisterCampaign, useReceiveReservation, useReservation, useReserve } from '../api/onboarding';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

const stored = (key: string) => {
  try {
    return localStorage.getItem(`pre_register:${key}`);
  } catch {
    return null;
  }
};
const store = (key: string, code: string) => {
  try {
    localStorage.setItem(`pre_register:${key}`, code);
  } catch {
    // Private mode: the code is still shown on the page.
  }
};

/**
 * One campaign: its reward and countdown to launch, the e-mail form (`POST /api/pre_register`) and, once reserved,
 * the reservation's state (`show_reward`); a signed-in owner of the e-mail can receive it (`success_register`).
 */
export function PreRegisterCard({
  campaign,
  now,
  code: given,
}: {
  campaign: PreRegisterCampaign;
  now: number;
  code?: string;
}) {
  const { t } = useTranslation('onboarding');
  const { status } = useUser();
  const label = usePrizeLabel();
  const [code, setCode] = useState<string | null>(() => given ?? stored(campaign.key));
  const [email, setEmail] = useState('');
  const reserve = useReserve();
  const receive = useReceiveReservation();
  const reservation = useReservation(campaign.key, code);
  const r = reservation.data;

  return (
    <article
      data-testid={`pre-register-${campaign.key}`}
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="relative aspect-[2/1] bg-surface-2 lg:aspect-auto">
        <img src={campaign.picture} alt="" className="size-full object-cover" />
        {campaign.ends_at ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-md bg-black/60 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
            <Icon name="clock" />
            {t('pre.launch')} {countdown(campaign.ends_at, now)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div>
          <h2 className="font-display text-xl font-bold uppercase tracking-wide">{campaign.title}</h2>
          <p className="text-sm text-muted">{campaign.description}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex items-center gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
            {t('pre.reward')}
            <Prize prize={campaign.reward} size="sm" className="!flex-row" />
          </span>
          <span className="text-xs text-muted tabular-nums">{t('pre.count', { n: campaign.reserved })}</span>
        </div>
        {r ? (
          <div data-testid="pre-register-state" className="space-y-2 rounded-xl border border-money/40 bg-money/5 p-3">
            <p className="flex items-center gap-2 text-sm font-bold text-money">
              <Icon name={r.state === 'received' ? 'check' : 'gift'} />
              {r.state === 'received' ? t('pre.received') : t('pre.reserved', { email: r.email })}
            </p>
            <p className="text-xs text-muted">
              {t('pre.code')} <span className="font-mono font-bold text-text">{r.code}</span>
            </p>
            {r.state === 'reserved' ? (
              status === 'ready' ? (
                <Button
                  size="sm"
                  variant="money"
                  disabled={receive.isPending}
                  onClick={() =>
                    receive.mutate(
                      { key: campaign.key, code: r.code },
                      {
                        onSuccess: (res) => toast.success(t('pre.got', { prize: label(res.prize) })),
                        onError: (e) => toast.error(e.message),
                      },
                    )
                  }
                >
                  {t('pre.receive')}
                </Button>
              ) : (
                <p className="text-xs text-muted">{t('pre.howto')}</p>
              )
            ) : null}
          </div>
        ) : (
          <form
            className="flex flex-col gap-2 sm:flex-row"
            onSubmit={(e) => {
              e.preventDefault();
              reserve.mutate(
                { key: campaign.key, email },
                {
                  onSuccess: (res) => {
                    store(campaign.key, res.code);
                    setCode(res.code);
                    toast.success(t('pre.done'));
                  },
                  onError: (err) => toast.error(err.message),
                },
              );
            }}
          >
            <label className="sr-only" htmlFor={`pre-email-${campaign.key}`}>
              {t('pre.email')}
            </label>
            <input
              id={`pre-email-${campaign.key}`}
              type="email"
              required
              autoComplete="email"
              placeholder={t('pre.email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface-2 px-3 text-sm outline-none focus:border-accent"
            />
            <Button type="submit" disabled={reserve.isPending || !email}>
              {t('pre.submit')}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
