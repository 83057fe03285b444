import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/dates';
import { currentLang } from '../../../lib/locale';
import { formatAmount } from '../../../lib/money';
import type { GiftRoomDetail } from '../api/giveaways';

/** Every entry condition of the room, and how it draws (at a time, or when full). */
export function ConditionList({ room }: { room: GiftRoomDetail }) {
  const { t } = useTranslation('giveaways');
  const c = room.conditions;
  const rows: Array<{ key: string; icon: IconName; text: string }> = [];
  if (room.type === 1 && room.end_time) {
    rows.push({
      key: 'time',
      icon: 'clock',
      text: t('conditions.drawAt', { time: formatDateTime(room.end_time, LANG_TAGS[currentLang()]) }),
    });
  } else if (room.people_target !== null) {
    rows.push({ key: 'people', icon: 'users', text: t('conditions.drawWhenFull', { people: room.people_target }) });
  }
  rows.push({ key: 'winners', icon: 'trophy', text: t('conditions.winners', { winners: room.gift_user_count }) });
  if (c.ticket) {
    rows.push({
      key: 'ticket',
      icon: 'ticket',
      text: t('conditions.ticket', {
        price:
          c.ticket.currency === 'money' ? formatAmount(c.ticket.amount) : t('coinsAmount', { amount: c.ticket.amount }),
      }),
    });
  }
  if (c.min_deposit) {
    rows.push({
      key: 'deposit',
      icon: 'wallet',
      text: t('conditions.deposit', { amount: formatAmount(c.min_deposit.amount), days: c.min_deposit.days }),
    });
  }
  if (c.vip !== null) rows.push({ key: 'vip', icon: 'crown', text: t('conditions.vip', { level: c.vip }) });
  if (c.password) rows.push({ key: 'password', icon: 'lock', text: t('conditions.password') });
  if (c.invite_code) rows.push({ key: 'invite', icon: 'key', text: t('conditions.invite') });
  if (!c.ticket && !c.min_deposit && c.vip === null && !c.password && !c.invite_code) {
    rows.push({ key: 'free', icon: 'gift', text: t('conditions.free') });
  }
  return (
    <section aria-labelledby="giveaway-conditions-title" className="rounded-2xl border border-line bg-surface p-4">
      <h2 id="giveaway-conditions-title" className="font-display text-lg font-bold uppercase tracking-wide">
        {t('conditions.title')}
      </h2>
      <ul className="mt-2 space-y-1.5" data-testid="giveaway-conditions">
        {rows.map((row) => (
          <li key={row.key} data-condition={row.key} className="flex items-start gap-2 text-sm">
            <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-md bg-surface-3 text-accent-2">
              <Icon name={row.icon} />
            </span>
            <span className="text-muted">{row.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
