/** The console's events screen (being built). */
export function Events() {
  return null;
}
