import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CaptchaAborted, type CaptchaKind, type CaptchaPass, provideCaptcha } from '../../lib/captcha';

const CaptchaDialog = lazy(() => import('../../features/captcha/components/CaptchaDialog'));

interface Pending {
  id: number;
  kind: CaptchaKind;
  resolve: (pass: CaptchaPass) => void;
  reject: (error: CaptchaAborted) => void;
}

/**
 * Serves `requestCaptcha()` (lib/captcha) with the captcha feature's dialog, loaded on first use.
 * A new request while one is open replaces it (the older caller gets CaptchaAborted('closed')).
 */
export function CaptchaHost() {
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const nextId = useRef(1);

  useEffect(
    () =>
      provideCaptcha(
        (kind) =>
          new Promise<CaptchaPass>((resolve, reject) => {
            current.current?.reject(new CaptchaAborted('closed'));
            const request = { id: nextId.current++, kind, resolve, reject };
            current.current = request;
            setPending(request);
          }),
      ),
    [],
  );

  if (!pending) return null;
  const settle = () => {
    if (current.current === pending) current.current = null;
    setPending(null);
  };
  return (
    <Suspense fallback={null}>
      <CaptchaDialog
        key={pending.id}
        kind={pending.kind}
        onPass={(pass) => {
          settle();
          pending.resolve(pass);
        }}
        onAbort={(reason) => {
          settle();
          pending.reject(new CaptchaAborted(reason));
        }}
      />
    </Suspense>
  );
}
