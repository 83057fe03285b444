import { useTranslation } from 'react-i18next';

/**
 * CS2 rarity names (the catalogue's `quality.value`, in English) in the page language, from the `common`
 * namespace; an unknown rarity shows as the catalogue names it.
 */
export function useRarityName(): (value: string) => string {
  const { t } = useTranslation('common');
  return (value: string) => t(`rarity.${value}`, { defaultValue: value });
}
