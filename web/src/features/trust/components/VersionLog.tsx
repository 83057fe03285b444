import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useCaseVersions } from '../api/trust';
import { useCaseInfo } from './useCaseInfo';

/** The latest content versions of the cases, each with its hash and when it first appeared. */
export function VersionLog() {
  const { t, i18n } = useTranslation('trust');
  const versions = useCaseVersions(6);
  const cases = useCaseInfo();
  if (versions.isPending) return <Skeleton className="mt-3 h-24" />;
  if (versions.isError || versions.data.list.length === 0) return null;
  return (
    <div className="mt-4" data-testid="version-log">
      <p className="text-[11px] font-bold uppercase tracking-wider text-muted">
        {t('contents.log', { total: versions.data.total })}
      </p>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-bg/50 text-xs">
        {versions.data.list.map((v) => (
          <li key={`${v.box_id}:${v.hash}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2">
            <span className="font-bold text-text">{cases.get(v.box_id)?.name ?? v.box_id}</span>
            <a
              href={`/api/box/version/${v.hash}`}
              className="min-w-0 flex-1 truncate font-mono text-[10px] text-accent-2 hover:underline"
              title={v.hash}
            >
              {v.hash}
            </a>
            <time dateTime={v.created_at} className="text-subtle">
              {new Date(v.created_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
