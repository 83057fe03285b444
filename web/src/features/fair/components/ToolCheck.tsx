import type { Verification } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { opensslCommand } from '../lib/verifier';

/** The same digest from any HMAC tool: here the OpenSSL command line. */
export function ToolCheck({
  serverSeed,
  verification,
}: {
  serverSeed: string;
  verification: Pick<Verification, 'message' | 'digest'>;
}) {
  const { t } = useTranslation('fair');
  const command = opensslCommand(verification.message, serverSeed);
  return (
    <div className="rounded-xl border border-line bg-bg/60 p-3.5">
      <p className="flex items-center gap-2 text-[10px] font-bold uppercase tracking-wider text-subtle">
        <Icon name="bolt" className="text-accent-2" />
        {t('verify.tool')}
      </p>
      <pre className="mt-2 overflow-x-auto whitespace-pre-wrap break-all font-mono text-[11px] leading-relaxed text-[#c9d4e8]">
        <span className="select-none text-subtle">$ </span>
        {command}
      </pre>
      <p className="mt-1.5 break-all font-mono text-[11px] text-muted">
        <span className="select-none text-subtle">→ </span>
        {verification.digest}
      </p>
      <p className="mt-2 text-xs text-muted">{t('verify.toolHint')}</p>
    </div>
  );
}
