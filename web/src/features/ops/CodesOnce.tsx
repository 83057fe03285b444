import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Icon } from '../../components/ui/icons';
import { useCopy } from '../../components/ui/useCopy';
import { count } from './format';
import { Notice } from './promo-ui';
import { useLocaleTag } from './ui';

/** A file name of letters, digits, dots and dashes for `name`. */
function fileName(name: string): string {
  return `${name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'codes'}.txt`;
}

function download(name: string, codes: readonly string[]): void {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

/**
 * Codes just made (promo codes, gift cards), shown this once: the server keeps only their hashes. Copy all or save
 * them as a .txt file before closing.
 */
export function CodesOnce({
  title,
  name,
  codes,
  onClose,
}: {
  title: string;
  /** The campaign or batch: the file's name. */
  name: string;
  codes: readonly string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const { copied, copy } = useCopy();
  const list = codes ?? [];
  return (
    <Dialog
      open={codes !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={t('promo.once.made', { n: count(list.length, tag), name })}
      testId="ops-codes-once"
    >
      <div className="mt-4 space-y-3">
        <Notice>{t('promo.once.warning')}</Notice>
        <ol
          aria-label={t('promo.once.list')}
          className="max-h-64 overflow-y-auto rounded-lg border border-line bg-bg px-3 py-2 font-mono text-sm leading-relaxed text-text select-all"
          data-testid="ops-codes-once-list"
        >
          {list.map((code) => (
            <li key={code} className="break-all">
              {code}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void copy(list.join('\n'))} data-testid="ops-codes-copy">
            <Icon name={copied ? 'check' : 'copy'} />
            {copied ? t('promo.once.copied') : t('promo.once.copyAll')}
          </Button>
          <Button variant="secondary" onClick={() => download(name, list)} data-testid="ops-codes-download">
            <Icon name="news" />
            {t('promo.once.download')}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? t('promo.once.copied') : ''}
        </p>
        <div className="flex justify-end border-t border-line pt-3">
          <Button onClick={onClose} data-testid="ops-codes-once-close">
            {t('promo.once.stored')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
