import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHOICES, realityMinutes, setRealityMinutes } from '../lib/reality-check';
import { fieldClass, Panel } from './Panel';

/** The reality-check interval of this browser (the layout's timer follows the choice at once). */
export function RealityCheckSetting() {
  const { t } = useTranslation('limits');
  const id = useId();
  const [minutes, setMinutes] = useState(realityMinutes);
  return (
    <Panel id={`${id}-title`} icon="clock" title={t('reality.settingTitle')} body={t('reality.settingBody')}>
      <label htmlFor={id} className="sr-only">
        {t('reality.settingTitle')}
      </label>
      <select
        id={id}
        value={minutes}
        data-testid="reality-check-select"
        onChange={(event) => {
          const value = Number(event.target.value);
          setMinutes(value);
          setRealityMinutes(value);
        }}
        className={fieldClass}
      >
        {REALITY_CHOICES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t('reality.off') : t('reality.every', { minutes: m })}
          </option>
        ))}
      </select>
      {minutes > 0 ? (
        <p role="status" className="mt-2 text-xs text-muted">
          {t('reality.active', { minutes })}
        </p>
      ) : null}
    </Panel>
  );
}
