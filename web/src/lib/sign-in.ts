import { isSignedIn } from './user';

/**
 * The sign-in layer as a service: the layout registers the opener, anything else asks for it.
 * Spec §5: every protected action (account pages, top-up, partners, codes, selling, buying…)
 * opens the sign-in layer instead when the visitor is not signed in.
 */
export type SignInTab = 'signIn' | 'register';

type Opener = (tab: SignInTab) => void;
let opener: Opener | null = null;

export function provideSignIn(next: Opener): () => void {
  opener = next;
  return () => {
    if (opener === next) opener = null;
  };
}

export function requestSignIn(tab: SignInTab = 'signIn'): void {
  opener?.(tab);
}

/** Runs `action` when signed in; otherwise opens the sign-in layer. Returns whether it ran. */
export function requireLogin(action?: () => void): boolean {
  if (isSignedIn()) {
    action?.();
    return true;
  }
  requestSignIn();
  return false;
}
