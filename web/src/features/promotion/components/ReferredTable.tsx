import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import type { SpreadInfo } from '../api/promotion';

const PAGE_SIZE = 20;

/** Invited players (masked names), when they joined and whether they deposited since. */
export function ReferredTable({ users, onPage }: { users: SpreadInfo['users']; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('promotion');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
      aria-labelledby="referred-title"
    >
      <h2 id="referred-title" className="font-display text-lg font-bold uppercase tracking-wide">
        {t('users.title')}
      </h2>
      {users.list.length === 0 ? (
        <p className="mt-6 mb-4 text-center text-sm text-muted">{t('users.empty')}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-[11px] uppercase tracking-wider text-subtle">
              <th className="py-2 font-bold">{t('users.name')}</th>
              <th className="py-2 font-bold">{t('users.joined')}</th>
              <th className="py-2 text-right font-bold">{t('users.deposited')}</th>
            </tr>
          </thead>
          <tbody>
            {users.list.map((u) => (
              <tr key={`${u.name}-${u.joined}`} className="border-t border-line" data-testid="referred-row">
                <td className="py-2.5 font-semibold">{u.name}</td>
                <td className="py-2.5 text-muted">{date.format(new Date(u.joined))}</td>
                <td className={cx('py-2.5 text-right font-bold', u.deposited ? 'text-money' : 'text-subtle')}>
                  <span className="inline-flex items-center gap-1">
                    <Icon name={u.deposited ? 'check' : 'clock'} />
                    {u.deposited ? t('users.yes') : t('users.no')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={users.page} pages={Math.ceil(users.total / PAGE_SIZE)} onPage={onPage} className="mt-3" />
    </section>
  );
}
