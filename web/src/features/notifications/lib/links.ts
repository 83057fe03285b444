/** Where Go leads (`content.sign_contract`): a site path, an https link (a Steam trade offer), or nowhere. */
export type Target = { kind: 'site'; to: string } | { kind: 'external'; href: string } | null;

export function targetOf(link: string): Target {
  if (/^\/(?![/\\])/.test(link)) return { kind: 'site', to: link };
  if (/^https:\/\/[^\s]+$/i.test(link)) return { kind: 'external', href: link };
  return null;
}
