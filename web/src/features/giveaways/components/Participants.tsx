import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import type { GiftUser } from '../api/giveaways';
import { Avatar } from './Avatar';

const FIRST = 60;

/** Everyone in the room, in join order; revealed winners wear the gold ring, the viewer a green one. */
export function Participants({
  participants,
  winners,
  me,
}: {
  participants: readonly GiftUser[];
  /** Winners revealed so far. */
  winners: readonly number[];
  me: number | null;
}) {
  const { t } = useTranslation('giveaways');
  const [all, setAll] = useState(false);
  const shown = all ? participants : participants.slice(0, FIRST);
  return (
    <section aria-labelledby="giveaway-people-title" className="rounded-2xl border border-line bg-surface p-4">
      <h2
        id="giveaway-people-title"
        className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide"
      >
        <Icon name="users" className="text-info" />
        {t('participants.title')}
        <span className="text-sm text-subtle tabular" data-testid="giveaway-people-count">
          {participants.length}
        </span>
      </h2>
      {participants.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('participants.empty')}</p>
      ) : (
        <ol
          className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-2"
          data-testid="giveaway-participants"
        >
          {shown.map((user, i) => {
            const won = winners.includes(user.user_id);
            return (
              <li
                key={user.user_id}
                data-testid="giveaway-participant"
                data-user-id={user.user_id}
                data-winner={won || undefined}
                className={cx(
                  'relative flex flex-col items-center gap-1 rounded-xl border px-1 py-2',
                  won ? 'border-contraband/60 bg-contraband/10' : 'border-line bg-surface-2',
                  user.user_id === me && !won && 'border-money/50',
                )}
              >
                <span className="absolute top-1 left-1.5 text-[10px] font-bold text-subtle tabular">{i + 1}</span>
                {won ? <Icon name="trophy" className="absolute top-1 right-1.5 text-xs text-contraband" /> : null}
                <Avatar
                  name={user.name}
                  avatar={user.avatar}
                  ring={won ? '#e4ae39' : user.user_id === me ? '#3ee089' : undefined}
                  className="size-10 text-base"
                />
                <span className="w-full truncate text-center text-[11px] font-semibold text-muted">{user.name}</span>
                {won ? <span className="sr-only">{t('participants.winner')}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
      {participants.length > FIRST ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll((v) => !v)}>
          <Icon name="chevronDown" className={cx(all && 'rotate-180')} />
          {all ? t('participants.less') : t('participants.all', { total: participants.length })}
        </Button>
      ) : null}
    </section>
  );
}
