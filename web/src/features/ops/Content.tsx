/** The console's content screen (being built). */
export function Content() {
  return null;
}
