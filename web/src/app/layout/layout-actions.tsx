import { createContext, useContext } from 'react';

export interface LayoutActions {
  openSignIn: () => void;
  openCode: () => void;
  openMenu: () => void;
  /** False when the upgrade entry must be hidden (cookie `upgrade=1` and country PL). */
  showUpgrade: boolean;
}

export const LayoutActionsContext = createContext<LayoutActions>({
  openSignIn: () => {},
  openCode: () => {},
  openMenu: () => {},
  showUpgrade: true,
});

export function useLayoutActions(): LayoutActions {
  return useContext(LayoutActionsContext);
}
