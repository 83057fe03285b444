import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { COUNTRIES } from '../lib/quote';

function regionNames(localeTag: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([localeTag, 'en'], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/** Country of the payment (methods depend on it); names in the page language. */
export function CountrySelect({
  value,
  onChange,
  localeTag,
}: {
  value: string;
  onChange: (country: string) => void;
  localeTag: string;
}) {
  const { t } = useTranslation('pay');
  const id = useId();
  const options = useMemo(() => {
    const name = regionNames(localeTag);
    const codes: string[] = [...COUNTRIES];
    if (value && !codes.includes(value)) codes.push(value);
    return codes.map((code) => ({ code, name: name(code) })).sort((a, b) => a.name.localeCompare(b.name, localeTag));
  }, [localeTag, value]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-bold uppercase tracking-wider text-subtle">
        {t('country.label')}
      </label>
      <span className="relative">
        <Icon name="globe" className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-muted" />
        <select
          id={id}
          value={value}
          data-testid="pay-country"
          title={t('country.hint')}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 max-w-64 appearance-none truncate rounded-lg border border-line-strong bg-surface-2 pr-8 pl-8 text-sm font-semibold text-text transition hover:border-[#45557a]"
        >
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <Icon
          name="chevronDown"
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-muted"
        />
      </span>
    </div>
  );
}
