import { createHash } from 'node:crypto';
import { DEFAULT_GLOVES, DEFAULT_KNIFE, GLOVES, KNIVES, OTHERS } from './gear';
import { GUN_CLASSES, GUNS, type Shape } from './guns';

/**
 * The drawn pictures served when an item's or a case's real picture cannot be had: a silhouette of the
 * weapon model in its rarity colour with a glow, its name and wear; a case as a case of its own (its name,
 * an emblem and stripes picked from its name, its best rarity's colours). 256 × 192 like the catalogue's
 * pictures, so they sit in the same boxes.
 */
export type ItemArt = {
  kind: 'item';
  /** The catalogue's weapon name (`wName`): `AK-47`, `Karambit`, `Sport Gloves`, … */
  model: string;
  /** The catalogue's category type: `rifle`, `knife`, `gloves`, `sticker`, `container`, … */
  category: string;
  color: string;
  name: string;
  /** `FN` … `BS`, or null for items without a wear. */
  wear: string | null;
  variant: string;
};
export type CaseArt = { kind: 'case'; name: string; color: string };
export type Art = ItemArt | CaseArt;

const W = 256;
const H = 192;
const FONT = "font-family=\"'Inter','Segoe UI',Roboto,'Noto Sans','Noto Sans CJK SC',Arial,sans-serif\"";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A colour as `#rrggbb`, or the Consumer grey when it is not one (colours come from data). */
export function safeColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : '#b0c3d9';
}

/** `#rrggbb` mixed towards white (amount > 0) or black (amount < 0). */
export function shade(color: string, amount: number): string {
  const n = Number.parseInt(safeColor(color).slice(1), 16);
  const mix = (v: number) => Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const clip = (text: string, max: number) => {
  const chars = [...text.trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

/** The silhouette of an item: its own model where drawn, else its family. */
export function silhouetteOf(art: Pick<ItemArt, 'model' | 'category'>): Shape[] {
  if (GUNS[art.model]) return GUNS[art.model]!;
  if (art.category === 'knife') return KNIVES[art.model] ?? DEFAULT_KNIFE;
  if (art.category === 'gloves') return GLOVES[art.model] ?? DEFAULT_GLOVES;
  return GUN_CLASSES[art.category] ?? OTHERS[art.category] ?? OTHERS.sticker!;
}

const paths = (shapes: Shape[], attrs: string) =>
  shapes.map((d) => `<path d="${d}" fill-rule="evenodd" ${attrs}/>`).join('');

function tag(x: number, text: string, fill: string, ink: string) {
  const w = 8 + text.length * 8;
  return `<rect x="${x - w}" y="10" width="${w}" height="18" rx="5" fill="${fill}"/><text x="${x - w / 2}" y="23.5" text-anchor="middle" font-size="12" font-weight="800" fill="${ink}" ${FONT}>${escapeXml(text)}</text>`;
}

/**
 * Name and wear (`.label`) show when the picture is drawn at least 300 px wide (a page's hero, the picture
 * opened alone); on cards, which print both beside the picture, they would only collide with the card's text.
 */
const LABEL_STYLE = '<style>@media (max-width: 299px){.label{display:none}}</style>';

function frame(label: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * 2}" height="${H * 2}" role="img" aria-label="${escapeXml(label)}">${LABEL_STYLE}${body}</svg>`;
}

export function drawItem(art: ItemArt): string {
  if (art.category === 'container') return drawCase({ kind: 'case', name: art.name, color: art.color });
  const color = safeColor(art.color);
  const shapes = silhouetteOf(art);
  const cut = art.name.indexOf(' | ');
  const title = clip((cut < 0 ? art.name : art.name.slice(cut + 3)).replace(/^★\s*/, ''), 24);
  const tags = [
    art.wear ? tag(W - 8, art.wear, '#0b0f16cc', '#c9d4e3') : '',
    art.variant === 'StatTrak™' ? tag(art.wear ? W - 44 : W - 8, 'ST', '#cf6a32', '#fff') : '',
    art.variant === 'Souvenir' ? tag(art.wear ? W - 44 : W - 8, 'SV', '#ffd700', '#1a1400') : '',
  ].join('');
  return frame(
    art.name,
    `<defs>
<radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${color}" stop-opacity=".55"/><stop offset=".55" stop-color="${color}" stop-opacity=".16"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
<linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.45)}"/><stop offset=".5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>
<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>
</defs>
<ellipse cx="128" cy="98" rx="124" ry="74" fill="url(#halo)"/>
<g transform="translate(19 2) scale(.85)">
<g filter="url(#blur)" opacity=".8">${paths(shapes, `fill="${color}"`)}</g>
<g>${paths(shapes, `fill="none" stroke="#07090e" stroke-width="5" stroke-linejoin="round"`)}</g>
<g>${paths(shapes, `fill="url(#body)" stroke="${shade(color, 0.55)}" stroke-width="1" stroke-linejoin="round"`)}</g>
<g opacity=".9">${paths(shapes, 'fill="url(#sheen)"')}</g>
</g>
<g class="label">${tags}
<text x="128" y="180" text-anchor="middle" font-size="15" font-weight="700" fill="#eef3fa" stroke="#07090e" stroke-width="3" paint-order="stroke" ${FONT}>${escapeXml(title)}</text></g>`,
  );
}

/** Emblems a case may carry (one per case, picked from its name). */
const EMBLEMS: Shape[] = [
  'M128 72l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z',
  'M108 78h40l-12 18h16l-32 34 8-24h-14z',
  'M128 70l26 26-26 26-26-26z',
  'M104 80l24 14 24-14v16l-24 14-24-14zM104 104l24 14 24-14v12l-24 14-24-14z',
  'M128 70a26 26 0 1 0 .1 0zM128 80a16 16 0 1 1-.1 0zM124 62h8v20h-8zM124 110h8v20h-8zM98 92h20v8H98zM138 92h20v8h-20z',
  'M110 74h36l8 20-26 36-26-36z',
];

export function drawCase(art: CaseArt): string {
  const color = safeColor(art.color);
  const seed = createHash('sha256').update(art.name).digest();
  const emblem = EMBLEMS[seed[0]! % EMBLEMS.length]!;
  const tilt = (seed[1]! % 3) - 1;
  const stripes = 1 + (seed[2]! % 3);
  const light = shade(color, 0.5);
  const stripe = Array.from(
    { length: stripes },
    (_, i) =>
      `<path d="M${46 + i * 16} 150L${86 + i * 16} 66h8L${54 + i * 16} 150z" fill="${i === 0 ? color : light}" opacity="${0.9 - i * 0.2}"/>`,
  ).join('');
  return frame(
    art.name,
    `<defs>
<radialGradient id="halo" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${color}" stop-opacity=".6"/><stop offset=".6" stop-color="${color}" stop-opacity=".14"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>
<linearGradient id="front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, -0.55)}"/><stop offset="1" stop-color="${shade(color, -0.85)}"/></linearGradient>
<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, -0.2)}"/><stop offset="1" stop-color="${shade(color, -0.5)}"/></linearGradient>
<filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="8"/></filter>
<clipPath id="face"><rect x="36" y="66" width="184" height="86" rx="10"/></clipPath>
</defs>
<ellipse cx="128" cy="104" rx="126" ry="80" fill="url(#halo)"/>
<g transform="rotate(${tilt * 2} 128 104)">
<rect x="36" y="66" width="184" height="86" rx="10" fill="${color}" filter="url(#blur)" opacity=".55"/>
<path d="M104 46h48a6 6 0 0 1 6 6v10h-8v-8h-44v8h-8V52a6 6 0 0 1 6-6z" fill="${shade(color, -0.35)}" stroke="#07090e" stroke-width="2"/>
<path d="M48 54h160l12 12H36z" fill="url(#top)" stroke="#07090e" stroke-width="2" stroke-linejoin="round"/>
<rect x="36" y="66" width="184" height="86" rx="10" fill="url(#front)" stroke="${light}" stroke-width="2"/>
<g clip-path="url(#face)">${stripe}<rect x="36" y="136" width="184" height="16" fill="${color}" opacity=".35"/></g>
<rect x="36" y="66" width="184" height="6" fill="#fff" opacity=".12"/>
<rect x="60" y="62" width="18" height="12" rx="2" fill="${shade(color, 0.2)}" stroke="#07090e" stroke-width="1.5"/>
<rect x="178" y="62" width="18" height="12" rx="2" fill="${shade(color, 0.2)}" stroke="#07090e" stroke-width="1.5"/>
<path d="${emblem}" transform="translate(24 13)" fill="${light}" fill-rule="evenodd" stroke="#07090e" stroke-width="2"/>
</g>
<text class="label" x="128" y="180" text-anchor="middle" font-size="15" font-weight="800" letter-spacing=".5" fill="#eef3fa" stroke="#07090e" stroke-width="3" paint-order="stroke" ${FONT}>${escapeXml(clip(art.name, 26))}</text>`,
  );
}

export function drawArt(art: Art): string {
  return art.kind === 'case' ? drawCase(art) : drawItem(art);
}

/** When nothing at all is known of a picture. */
export function drawUnknown(): string {
  return drawItem({
    kind: 'item',
    model: '',
    category: 'sticker',
    color: '#5e98d9',
    name: '',
    wear: null,
    variant: '',
  });
}
