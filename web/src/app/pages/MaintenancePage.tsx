import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ErrorScreen } from './ErrorScreen';

/** Waits between automatic retries, in seconds: soon at first, then less often. */
const RETRY_STEPS_S = [5, 10, 20, 30, 60];

/** `/500` on its own: back to the home page once the server says it is ready again. */
async function serverReady(): Promise<boolean> {
  try {
    const res = await fetch('/readyz', { cache: 'no-store' });
    if (!res.ok) return false;
    location.assign(location.pathname.replace(/\/500\/?$/, '/') || '/');
    return true;
  } catch {
    return false;
  }
}

/**
 * Shown for `/500` and when the site's configuration cannot be loaded (the server or its database is down).
 * It tries again by itself on a growing interval (5 s, 10 s, … 60 s) and at once on "Try again";
 * `retry` answers whether the site is back (the caller re-renders then).
 */
export function MaintenancePage({ retry = serverReady }: { retry?: () => Promise<boolean> }) {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('maintenance.title'));
  const [step, setStep] = useState(0);
  const [left, setLeft] = useState(RETRY_STEPS_S[0] as number);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);

  const attempt = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    const back = await retry().catch(() => false);
    busy.current = false;
    setChecking(false);
    if (back) return;
    setStep((s) => {
      const next = Math.min(s + 1, RETRY_STEPS_S.length - 1);
      setLeft(RETRY_STEPS_S[next] as number);
      return next;
    });
  }, [retry]);

  useEffect(() => {
    if (checking) return;
    const timer = setTimeout(() => {
      if (left <= 1) void attempt();
      else setLeft(left - 1);
    }, 1000);
    return () => clearTimeout(timer);
  }, [left, checking, attempt]);

  return (
    <ErrorScreen
      code="500"
      tone="accent"
      title={t('maintenance.title')}
      body={t('maintenance.body')}
      status={
        <span data-step={step}>
          {checking ? t('maintenance.checking') : t('maintenance.autoRetry', { seconds: left })}
        </span>
      }
      actions={
        <Button size="lg" onClick={() => void attempt()} disabled={checking}>
          <Icon name="refresh" className={checking ? 'motion-safe:animate-spin' : undefined} />
          {t('maintenance.retry')}
        </Button>
      }
    />
  );
}
