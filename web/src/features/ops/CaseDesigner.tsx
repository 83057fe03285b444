import type { Design, OpsCaseDetail } from '@dropforge/shared/contract/ops';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { DesignResult } from './DesignResult';
import { GoodsPicker, MAX_GOODS, MIN_GOODS, type PickedGoods } from './GoodsPicker';
import { useOpsMutation } from './hooks';
import { ErrorText, Field, Input, Panel, ScreenTitle } from './ui';

const CASE_ID = /^[a-z0-9][a-z0-9-]{1,59}$/;
type Draft = NonNullable<OpsCaseDetail['draft']>;

/** What a design was made of: a later change of goods, price or RTP makes it stale. */
function signature(ids: number[], price: string, rtp: string): string {
  return `${[...ids].sort((a, b) => a - b).join(',')}|${Number(price)}|${Number(rtp)}`;
}

/**
 * The case designer: pick goods, set the price and target RTP, "Design" asks the server for the odds, then name the
 * case and save it as a draft. With `existing`, it edits that designed case's draft (its goods come back from a
 * first design of the saved draft).
 */
export function CaseDesigner({ existing, draft }: { existing?: { id: string }; draft?: Draft | null }) {
  const { t } = useTranslation('ops');
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PickedGoods[]>([]);
  const [price, setPrice] = useState(draft ? String(draft.price) : '');
  const [rtp, setRtp] = useState(draft ? String(draft.target_rtp) : '0.92');
  const [name, setName] = useState(draft?.name ?? '');
  const [category, setCategory] = useState(draft?.category ?? 'site');
  const [level, setLevel] = useState(String(draft?.level ?? 0));
  const [id, setId] = useState('');
  const [designed, setDesigned] = useState<{ design: Design; signature: string } | null>(null);

  const ids = picked.map((g) => g.id);
  const current = signature(ids, price, rtp);
  const stale = designed !== null && designed.signature !== current;
  const priceOk = Number(price) >= 0.01 && Number(price) <= 100_000;
  const rtpOk = Number(rtp) >= 0.5 && Number(rtp) <= 0.99;
  const countOk = picked.length >= MIN_GOODS && picked.length <= MAX_GOODS;

  const design = useOpsMutation('design', { refresh: [] });
  const runDesign = (body: { goods_ids: number[]; price: string | number; target_rtp: number }, seed = false) =>
    design.mutate(
      { body },
      {
        onSuccess: (result) => {
          const goods = seed
            ? result.items.map((i) => ({
                id: i.goods_id,
                name: i.name,
                price: i.price,
                picture: i.picture,
                color: i.color,
              }))
            : picked;
          if (seed) setPicked(goods);
          setDesigned({
            design: result,
            signature: signature(body.goods_ids, String(body.price), String(body.target_rtp)),
          });
        },
      },
    );

  // Editing: the saved draft's goods are ids only; its design names and pictures them.
  const seeded = useRef(false);
  useEffect(() => {
    if (!draft || seeded.current) return;
    seeded.current = true;
    runDesign({ goods_ids: draft.goods_ids, price: draft.price, target_rtp: draft.target_rtp }, true);
  });

  const onDesign = (event: FormEvent) => {
    event.preventDefault();
    if (countOk && priceOk && rtpOk) runDesign({ goods_ids: ids, price, target_rtp: Number(rtp) });
  };

  const saved = (result: { id: string }) => {
    toast.success(t('designer.saved'));
    navigate(`/ops/cases/${result.id}`);
  };
  const create = useOpsMutation('createCase', { onSuccess: saved });
  const edit = useOpsMutation('editCase', { onSuccess: saved });
  const saving = create.isPending || edit.isPending;
  const idOk = existing || id === '' || CASE_ID.test(id);
  const canSave = designed !== null && !stale && name.trim().length >= 2 && idOk && !saving;

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const body = { goods_ids: ids, price, target_rtp: Number(rtp), name: name.trim(), category, level: Number(level) };
    if (existing) edit.mutate({ params: existing, body });
    else create.mutate({ body: { ...body, id: id || undefined } });
  };

  return (
    <div data-testid="ops-designer" className="space-y-4">
      {existing ? null : <ScreenTitle title={t('designer.title')} />}
      <form onSubmit={onDesign}>
        <Panel title={t('designer.goods')}>
          <GoodsPicker picked={picked} onChange={setPicked} />
          <div className="mt-4 flex flex-wrap items-end gap-3">
            <Field label={t('designer.price')} className="w-36">
              <Input
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value.replace(',', '.'))}
                aria-invalid={price !== '' && !priceOk}
                placeholder="9.99"
                data-testid="ops-design-price"
              />
            </Field>
            <Field label={t('designer.targetRtp')} hint={t('designer.targetRtpHint')} className="w-36">
              <Input
                type="number"
                step="0.005"
                min="0.5"
                max="0.99"
                value={rtp}
                onChange={(e) => setRtp(e.target.value)}
                aria-invalid={!rtpOk}
                data-testid="ops-design-rtp"
              />
            </Field>
            <Button
              type="submit"
              disabled={!countOk || !priceOk || !rtpOk || design.isPending}
              data-testid="ops-design"
            >
              <Icon name="dice" />
              {design.isPending ? t('working') : t('designer.design')}
            </Button>
          </div>
          <ErrorText error={design.error} />
        </Panel>
      </form>
      {designed ? <DesignResult design={designed.design} stale={stale} /> : null}
      {designed ? (
        <form onSubmit={onSave}>
          <Panel title={t('designer.save')}>
            <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              <Field label={t('designer.name')}>
                <Input
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  maxLength={60}
                  required
                  data-testid="ops-case-name"
                />
              </Field>
              <Field label={t('designer.category')}>
                <Input value={category} onChange={(e) => setCategory(e.target.value)} maxLength={40} />
              </Field>
              <Field label={t('designer.level')}>
                <Input type="number" min={0} max={10} value={level} onChange={(e) => setLevel(e.target.value)} />
              </Field>
              {existing ? null : (
                <Field label={t('designer.id')} hint={t('designer.idHint')}>
                  <Input
                    value={id}
                    onChange={(e) => setId(e.target.value.toLowerCase())}
                    aria-invalid={!idOk}
                    className="font-mono"
                    data-testid="ops-case-id"
                  />
                </Field>
              )}
            </div>
            <ErrorText error={create.error ?? edit.error} />
            <Button type="submit" variant="money" className="mt-4" disabled={!canSave} data-testid="ops-save-draft">
              <Icon name="check" />
              {saving ? t('working') : t('designer.saveDraft')}
            </Button>
          </Panel>
        </form>
      ) : null}
    </div>
  );
}
