import { Icon, type IconName } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';

const PALETTE = ['#ff8a1f', '#8847ff', '#4b69ff', '#d32ce6', '#eb4b4b', '#e4ae39', '#5e98d9', '#3ee089'];
const MOTIFS: IconName[] = ['news', 'shield', 'swords', 'box', 'key', 'trophy', 'sparkle', 'upgrade'];

/** Article cover: the picture when it loads, otherwise generated art seeded by the id. */
export function ArticleArt({ id, picture, className }: { id: number; picture: string; className?: string }) {
  const a = PALETTE[id % PALETTE.length] ?? '#ff8a1f';
  const b = PALETTE[(id * 3 + 1) % PALETTE.length] ?? '#8847ff';
  const motif = MOTIFS[id % MOTIFS.length] ?? 'news';
  return (
    <div className={`relative overflow-hidden bg-surface-2 ${className ?? ''}`}>
      <SafeImage
        src={picture}
        alt=""
        className="absolute inset-0 size-full object-cover"
        fallback={
          <div aria-hidden="true" className="absolute inset-0">
            <div
              className="absolute inset-0"
              style={{ background: `linear-gradient(135deg, ${a}, ${b}aa 55%, #0b0f17 100%)` }}
            />
            <div className="grid-noise absolute inset-0 opacity-70" />
            <div
              className="absolute -right-10 -bottom-16 size-56 rounded-full blur-3xl"
              style={{ background: `${a}88` }}
            />
            <div className="absolute inset-0 grid place-items-center">
              <span className="grid size-20 place-items-center rounded-2xl border border-white/25 bg-bg/60 text-4xl text-white shadow-2xl transition-transform duration-500 group-hover:scale-110 group-hover:rotate-3">
                <Icon name={motif} />
              </span>
            </div>
            <Icon name={motif} className="absolute -bottom-6 -left-4 text-[140px] text-white/10" />
          </div>
        }
      />
    </div>
  );
}
