/** Opens the notification panel from elsewhere (the phone menu); the header bell owns the panel. */
const openers = new Set<() => void>();

export function openNotificationPanel(): void {
  for (const open of openers) open();
}

export function onPanelRequest(open: () => void): () => void {
  openers.add(open);
  return () => void openers.delete(open);
}
