import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { Icon } from '../../../../components/ui/icons';
import { SafeImage } from '../../../../components/ui/SafeImage';
import type { Room } from '../../api/groupgrab';

const TINTS = ['#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#3ee089', '#5e98d9'];
const tintOf = (name: string) => {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? '#4b69ff';
};

function Face({ name, avatar }: { name: string; avatar: string }) {
  const tint = tintOf(name);
  return (
    <SafeImage
      src={avatar}
      alt=""
      className="size-full object-cover"
      fallback={
        <span
          className="grid size-full place-items-center font-display text-xl font-bold text-white"
          style={{ background: `linear-gradient(135deg, ${tint}, #273247)` }}
        >
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
      }
    />
  );
}

/**
 * Mission 1's row of avatar slots: the creator in the first, friends after; an empty slot is a join button for a
 * visitor of an open room (`onJoin`), a question mark otherwise. A slot that fills pops in (a fade when the player
 * asked for reduced motion).
 */
export function RoomSlots({
  slots,
  users,
  onJoin,
  pending,
}: {
  slots: number;
  users: Room['users'];
  onJoin?: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation('groupgrab');
  return (
    <ol className="flex flex-wrap gap-3 sm:gap-4" data-testid="room-slots">
      {Array.from({ length: slots }, (_, i) => `slot-${i}`).map((id, slot) => {
        const user = users.find((u) => u.slot === slot);
        return (
          <li key={id} className="flex w-16 flex-col items-center gap-1.5 sm:w-20" data-testid={id}>
            {user ? (
              <span
                className={cx(
                  'relative size-14 overflow-hidden rounded-full ring-2 sm:size-16 motion-safe:animate-pop motion-reduce:animate-fade-up',
                  user.me ? 'ring-accent-2 shadow-[0_0_24px_-4px_rgb(255_138_31/0.8)]' : 'ring-[#8847ff]/80',
                )}
                data-filled="true"
              >
                <Face name={user.name} avatar={user.avatar} />
                {slot === 0 && (
                  <span className="absolute inset-x-0 bottom-0 bg-black/60 text-center text-[9px] font-bold uppercase text-accent-2">
                    {t('host')}
                  </span>
                )}
              </span>
            ) : onJoin ? (
              <button
                type="button"
                onClick={onJoin}
                disabled={pending}
                aria-label={t('joinSlot', { slot: slot + 1 })}
                className="grid size-14 place-items-center rounded-full border-2 border-dashed border-accent/70 bg-accent/10 text-accent-2 transition hover:bg-accent/20 focus-visible:outline-2 focus-visible:outline-accent-2 disabled:opacity-60 sm:size-16 motion-safe:hover:scale-105"
              >
                <Icon name="plus" className="text-xl" />
              </button>
            ) : (
              <span className="grid size-14 place-items-center rounded-full border-2 border-dashed border-line-strong bg-surface-2 text-lg font-bold text-muted sm:size-16">
                ?
              </span>
            )}
            <span className="w-full truncate text-center text-[11px] text-muted">
              {user ? user.name : onJoin ? t('empty') : t('waiting')}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
