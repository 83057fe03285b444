/** The console's giveaways screen (being built). */
export function Giveaways() {
  return null;
}
