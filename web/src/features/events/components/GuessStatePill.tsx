import { useTranslation } from 'react-i18next';
import { Pill, type PillTone } from '../../../components/ui/Pill';
import type { Guess } from '../api/guess';

const TONE: Record<Guess['state'], PillTone> = {
  open: 'accent',
  closed: 'info',
  settled: 'money',
  void: 'neutral',
  refunded: 'neutral',
};

export function GuessStatePill({ state }: { state: Guess['state'] }) {
  const { t } = useTranslation('guess');
  return (
    <Pill tone={TONE[state]} data-testid="guess-state">
      {t(`state.${state}`)}
    </Pill>
  );
}
