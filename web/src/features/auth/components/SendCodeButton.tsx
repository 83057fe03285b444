import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { toast } from '../../../components/ui/toast-store';
import { isCaptchaAborted, requestCaptcha } from '../../../lib/captcha';
import { sendEmailCode } from '../api/auth';
import { isEmail } from '../lib/validation';

/** Spec §9: after a code is sent the button counts 30 → 1, then resets. */
export const RESEND_SECONDS = 30;

/**
 * Sends the e-mail code: needs a valid address and a passed captcha (spec §5), then counts down.
 * `onInvalidEmail` lets the form mark and focus the e-mail field.
 */
export function SendCodeButton({ email, onInvalidEmail }: { email: string; onInvalidEmail: () => void }) {
  const { t } = useTranslation('auth');
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (busy || left > 0) return;
    if (!isEmail(email)) {
      toast.error(t('validation.email'));
      onInvalidEmail();
      return;
    }
    setBusy(true);
    try {
      const pass = await requestCaptcha();
      await sendEmailCode({ email: email.trim(), captchaVerification: pass.captchaVerification });
      toast.success(t('result.sendSuccess'));
      setLeft(RESEND_SECONDS);
    } catch (error) {
      if (isCaptchaAborted(error)) {
        if (error.reason === 'closed') toast.error(t('validation.captcha'));
      } else {
        toast.error((error instanceof Error && error.message) || t('result.sendFail'));
      }
    } finally {
      setBusy(false);
    }
  };

  const counting = left > 0;
  return (
    <button
      type="button"
      data-testid="send-code"
      onClick={send}
      disabled={busy || counting}
      aria-live="polite"
      className={cx(
        '-mr-1.5 h-8 shrink-0 rounded-md px-3 text-xs font-extrabold uppercase tracking-wide whitespace-nowrap transition',
        counting
          ? 'min-w-16 bg-surface-3 text-muted tabular'
          : 'bg-accent/15 text-accent-2 hover:bg-accent/25 disabled:opacity-60',
      )}
    >
      {counting ? t('layer.resendIn', { seconds: left }) : t('layer.sendCode')}
    </button>
  );
}
