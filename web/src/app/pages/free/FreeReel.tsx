import { useEffect, useRef, useState } from 'react';
import { type OpenResult, useBoxDetail } from '../../../features/cases/api/cases';
import { ReelStage } from '../../../features/cases/components/ReelStage';
import { serverDrops, useCaseOpening } from '../../../features/cases/hooks/useCaseOpening';
import { useCasePrefs } from '../../../features/cases/hooks/useCasePrefs';
import { playWin, unlockAudio } from '../../../features/cases/lib/sound';
import { rarityRank } from '../../../lib/rarity';
import { useMediaQuery } from '../../../lib/useMediaQuery';

/**
 * A free box's drop on the same reel as a paid case (the case page's reel, sound and fast-mode settings):
 * the reel spins onto the server's drop, then `onLanded` hands the result on. Without the case's contents
 * (they failed to load) the result is shown straight away.
 */
export function FreeReel({ boxId, result, onLanded }: { boxId: string; result: OpenResult; onLanded: () => void }) {
  const detail = useBoxDetail(boxId);
  const items = detail.data?.items ?? [];
  const prefs = useCasePrefs();
  const mobile = useMediaQuery('(max-width: 640px)');
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const opening = useCaseOpening(items, 1, prefs.fast);
  const [skip, setSkip] = useState(0);
  const stageRef = useRef<HTMLElement>(null);
  const started = useRef(false);
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;
  const { start } = opening;

  useEffect(() => {
    if (started.current || items.length === 0) return;
    started.current = true;
    unlockAudio();
    start(serverDrops(items, result.list), false, 0);
    stageRef.current?.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'center' });
  }, [items, result, start, reduced]);

  useEffect(() => {
    if (detail.isError) landedRef.current();
  }, [detail.isError]);

  return (
    <div data-testid="free-reel">
      <ReelStage
        ref={stageRef}
        plans={opening.plans}
        phase={opening.phase}
        result={opening.result}
        mobile={mobile}
        reduced={reduced}
        sound={prefs.sound}
        skip={skip}
        onSkip={() => setSkip((s) => s + 1)}
        onLanded={(spin, reel) => {
          if (!opening.landed(spin, reel)) return;
          if (prefs.sound) playWin(Math.max(...result.list.map((d) => rarityRank(d.goods.quality.color))));
          landedRef.current();
        }}
      />
    </div>
  );
}
