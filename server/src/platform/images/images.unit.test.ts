import { describe, expect, it } from 'vitest';
import { drawCase, drawItem, type ItemArt, silhouetteOf } from './art/draw';
import { allowedUrl, parseOrigins, sniffImage } from './origin';
import { externalPictureUrl, pictureUrl } from './urls';

const item = (over: Partial<ItemArt>): ItemArt => ({
  kind: 'item',
  model: 'AK-47',
  category: 'rifle',
  color: '#eb4b4b',
  name: 'AK-47 | Redline',
  wear: 'FT',
  variant: 'Normal',
  ...over,
});

describe('drawn item art', () => {
  it('draws each common model as its own silhouette, and knives by type', () => {
    const models: Array<[string, string]> = [
      ['AK-47', 'rifle'],
      ['M4A4', 'rifle'],
      ['M4A1-S', 'rifle'],
      ['AWP', 'sniper'],
      ['Desert Eagle', 'pistol'],
      ['Glock-18', 'pistol'],
      ['USP-S', 'pistol'],
      ['MAC-10', 'smg'],
      ['P90', 'smg'],
      ['Nova', 'heavy'],
      ['M249', 'heavy'],
      ['Karambit', 'knife'],
      ['Butterfly Knife', 'knife'],
      ['M9 Bayonet', 'knife'],
      ['Sport Gloves', 'gloves'],
      ['', 'agent'],
      ['', 'sticker'],
    ];
    const drawn = models.map(([model, category]) => silhouetteOf({ model, category }).join(''));
    expect(new Set(drawn).size).toBe(models.length);
  });

  it('falls back to the family of a model it does not know', () => {
    expect(silhouetteOf({ model: 'Future Rifle', category: 'rifle' })).toEqual(
      silhouetteOf({ model: 'M4A4', category: 'rifle' }),
    );
    expect(silhouetteOf({ model: 'New Knife', category: 'knife' }).length).toBeGreaterThan(0);
  });

  it('paints the rarity colour, the skin name and the wear, escaped', () => {
    const svg = drawItem(item({ name: 'AK-47 | <script>alert(1)</script>', variant: 'StatTrak™' }));
    expect(svg).toContain('#eb4b4b');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>FT<');
    expect(svg).toContain('>ST<');
  });

  it('never lets a colour from data into the markup unchecked', () => {
    expect(drawItem(item({ color: '"/><script>' }))).not.toContain('<script');
  });
});

describe('drawn case art', () => {
  it('is the case of its own: its name and best rarity colour, different for different cases', () => {
    const a = drawCase({ kind: 'case', name: 'Dragon Hunt', color: '#eb4b4b' });
    const b = drawCase({ kind: 'case', name: 'Budget Pennies', color: '#4b69ff' });
    expect(a).toContain('Dragon Hunt');
    expect(a).toContain('#eb4b4b');
    expect(b).toContain('#4b69ff');
    expect(a.replace('Dragon Hunt', '')).not.toBe(b.replace('Budget Pennies', ''));
  });

  it('draws a container sold as goods as a case', () => {
    expect(drawItem(item({ category: 'container', name: 'Chroma 2 Case' }))).toBe(
      drawCase({ kind: 'case', name: 'Chroma 2 Case', color: '#eb4b4b' }),
    );
  });
});

describe('origin checks', () => {
  it('recognises pictures by their first bytes only', () => {
    expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImage(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImage(Buffer.from('GIF89a....', 'latin1'))).toBe('image/gif');
    expect(sniffImage(Buffer.from('\0\0\0\x1cftypavif', 'latin1'))).toBe('image/avif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImage(Buffer.from('<!doctype html>'))).toBeUndefined();
  });

  it('allows a bare host over https only, and a full origin exactly', () => {
    const origins = parseOrigins(['cdn.cstrike.app', 'http://127.0.0.1:8080']);
    expect(allowedUrl('https://cdn.cstrike.app/a.webp', origins)).toBeDefined();
    expect(allowedUrl('http://cdn.cstrike.app/a.webp', origins)).toBeUndefined();
    expect(allowedUrl('https://cdn.cstrike.app.evil.example/a.webp', origins)).toBeUndefined();
    expect(allowedUrl('https://user:pw@cdn.cstrike.app/a.webp', origins)).toBeUndefined();
    expect(allowedUrl('http://127.0.0.1:8080/x.png', origins)).toBeDefined();
    expect(allowedUrl('http://127.0.0.1:8081/x.png', origins)).toBeUndefined();
    expect(allowedUrl('file:///etc/passwd', origins)).toBeUndefined();
  });
});

describe('picture URLs', () => {
  it('are same-origin paths keyed by the origin URL, with the language of the drawn text', () => {
    const url = pictureUrl('goods', 134_512, 'https://cdn.cstrike.app/a.webp', 'de');
    expect(url).toMatch(/^\/img\/goods\/134512\/[0-9a-f]{32}\?l=de$/);
    expect(pictureUrl('goods', 1, 'https://cdn.cstrike.app/b.webp')).not.toContain(url.split('/')[4]!);
    expect(pictureUrl('case', 'dragon-hunt', '')).toBe('/img/case/dragon-hunt/none');
    expect(pictureUrl('case', 'x', '/static/own.png')).toBe('/static/own.png');
  });

  it('wrap content pictures, keep same-origin ones and drop anything that is not http(s)', () => {
    expect(externalPictureUrl('')).toBe('');
    expect(externalPictureUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(externalPictureUrl('javascript:alert(1)')).toBe('');
    const wrapped = externalPictureUrl('https://cdn.cstrike.app/a.webp');
    expect(Buffer.from(wrapped.replace('/img/u/', ''), 'base64url').toString()).toBe('https://cdn.cstrike.app/a.webp');
  });
});
