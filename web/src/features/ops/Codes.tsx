/** The console's codes screen (being built). */
export function Codes() {
  return null;
}
