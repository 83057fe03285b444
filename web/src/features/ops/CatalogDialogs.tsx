import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import type { OpsResult } from './api';
import { type CatalogItem, useSourceLabel } from './CatalogGoods';
import { fromLocalInput, money, toLocalInput, when } from './format';
import { ReasonField, reasonOk } from './forms';
import { useOpsMutation } from './hooks';
import { ConfirmDialog, Field, Input, useLocaleTag } from './ui';

export type ActiveOverride = OpsResult<'catalog'>['overrides'][number];

const DAY = 86_400_000;
/** The server refuses an override that ends later than this (`override_expiry_invalid`). */
const MAX_DAYS = 90;
const DEFAULT_DAYS = 7;
const PRICE = /^\d{1,7}(\.\d{1,3})?$/;

/**
 * Sets (or replaces) an item's price until a time at most 90 days ahead (local time in, ISO out); says what happens
 * before it is sent: this price until then, the market price after.
 */
export function OverrideDialog({ item, onClose }: { item: CatalogItem; onClose: () => void }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const sourceLabel = useSourceLabel();
  const [opened] = useState(() => Date.now());
  const [price, setPrice] = useState('');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState(() => toLocalInput(new Date(opened + DEFAULT_DAYS * DAY).toISOString()));
  const value = Number(price);
  const priceOk = PRICE.test(price) && value >= 0.01 && value <= 1_000_000;
  const expiresAt = fromLocalInput(until);
  const ends = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  const now = Date.now();
  const untilOk = ends > now && ends <= now + MAX_DAYS * DAY;
  const valid = priceOk && untilOk && reasonOk(reason);
  const set = useOpsMutation('setOverride', {
    onSuccess: () => {
      toast.success(t('catalog.overridden', { name: item.name, price: money(value), until: when(expiresAt, tag) }));
      onClose();
    },
  });
  const confirm = () => {
    if (valid && expiresAt) {
      set.mutate({ body: { goods_id: item.id, price, reason: reason.trim(), expires_at: expiresAt } });
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('catalog.overrideTitle', { name: item.name })}
      body={t('catalog.overrideNow', { price: money(item.price), source: sourceLabel(item.source) })}
      confirmLabel={t('catalog.confirm')}
      pending={set.isPending}
      disabled={!valid}
      error={set.error}
      onConfirm={confirm}
    >
      <div className="mt-4 grid gap-3">
        <Field label={t('catalog.newPrice')}>
          <Input
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value.replace(',', '.').trim())}
            aria-invalid={price !== '' && !priceOk}
            placeholder={item.price.toFixed(2)}
            data-testid="ops-override-price"
          />
        </Field>
        <Field label={t('catalog.until')} hint={t('catalog.untilHint', { days: MAX_DAYS })}>
          <Input
            type="datetime-local"
            value={until}
            min={toLocalInput(new Date(opened).toISOString())}
            max={toLocalInput(new Date(opened + MAX_DAYS * DAY).toISOString())}
            onChange={(e) => setUntil(e.target.value)}
            aria-invalid={!untilOk}
            required
            data-testid="ops-override-until"
          />
        </Field>
      </div>
      <ReasonField value={reason} onChange={setReason} className="mt-3" testId="ops-override-reason" />
      <p aria-live="polite" className="mt-4 text-sm leading-relaxed text-text empty:hidden">
        {priceOk && untilOk
          ? t('catalog.confirmBody', { name: item.name, price: money(value), until: when(expiresAt, tag) })
          : null}
      </p>
    </ConfirmDialog>
  );
}

/** Ends an override now, with the reason for the audit log: the item gets back the price the override replaced. */
export function RemoveOverrideDialog({ override, onClose }: { override: ActiveOverride; onClose: () => void }) {
  const { t } = useTranslation('ops');
  const [reason, setReason] = useState('');
  const remove = useOpsMutation('removeOverride', {
    onSuccess: () => {
      toast.success(t('catalog.removed', { name: override.name }));
      onClose();
    },
  });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('catalog.removeTitle', { name: override.name })}
      body={t('catalog.removeBody', { name: override.name, price: money(override.previous_price) })}
      confirmLabel={t('catalog.remove')}
      pending={remove.isPending}
      disabled={!reasonOk(reason)}
      error={remove.error}
      onConfirm={() => remove.mutate({ params: { id: override.goods_id }, body: { reason: reason.trim() } })}
    >
      <ReasonField value={reason} onChange={setReason} className="mt-4" testId="ops-override-reason" />
    </ConfirmDialog>
  );
}
