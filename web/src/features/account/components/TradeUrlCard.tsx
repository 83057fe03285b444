import type { Profile } from '@dropforge/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { tradeUrlProblem, useSaveTradeUrl } from '../api/account';
import { SettingCard } from './SettingCard';

/** Where Steam shows the player's own trade URL. */
const STEAM_TRADE_URL_HELP = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

/** Trade URL (spec §5, §8): required, must be a correct trade link; "Saved successfully". */
export function TradeUrlCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  // The form can be on a page twice (the account card and a withdraw dialog): ids must stay unique.
  const uid = useId();
  const [value, setValue] = useState(profile.trade_url ?? '');
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);
  const save = useSaveTradeUrl();
  const saved = (profile.trade_url ?? '') === value.trim() && value.trim() !== '';

  const submit = () => {
    if (save.isPending) return;
    const found = tradeUrlProblem(value);
    setProblem(found);
    if (found) return toast.error(t(`my.trade.${found}`));
    save.mutate(value.trim(), { onSuccess: () => toast.success(t('my.trade.saved')) });
  };

  return (
    <SettingCard
      id={`trade-url-title${uid}`}
      icon="link"
      color="#4ea8ff"
      title={t('my.trade.title')}
      body={t('my.trade.body')}
      aside={
        <a
          href={STEAM_TRADE_URL_HELP}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs font-semibold text-accent-2 hover:underline"
        >
          {t('my.trade.find')}
          <Icon name="external" />
        </a>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`trade-url-input${uid}`} className="sr-only">
          {t('my.trade.label')}
        </label>
        <div
          className={cx(
            'flex h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border bg-bg px-3 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25',
            problem ? 'border-danger' : 'border-line-strong',
          )}
        >
          <Icon name="link" className="shrink-0 text-subtle" />
          <input
            id={`trade-url-input${uid}`}
            name="trade_url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={value}
            placeholder={t('my.trade.placeholder')}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            className="h-full min-w-0 flex-1 bg-transparent text-sm text-text placeholder:text-subtle focus:outline-none"
          />
          {saved ? <Icon name="check" className="shrink-0 text-money" aria-label={t('my.trade.saved')} /> : null}
        </div>
        <Button type="submit" className="h-11" disabled={save.isPending} data-testid="save-trade-url">
          {t('my.trade.save')}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="mt-2 text-xs font-semibold text-[#ff9a9a]">
          {t(`my.trade.${problem}`)}
        </p>
      ) : null}
    </SettingCard>
  );
}
