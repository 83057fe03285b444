import type { Lang } from '@dropforge/shared/domain';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import qrcode from 'qrcode-generator';

const WIDTH = 720;
const HEIGHT = 1080;

/** The poster's invitation line, by site language (`{{bonus}}`: the invited player's bonus in percent). */
const CAPTION: Record<Lang, string> = {
  en: 'Join me on Dropforge: +{{bonus}}% on every deposit',
  br: 'Jogue comigo no Dropforge: +{{bonus}}% em cada depósito',
  'ch-tr': '和我一起玩 Dropforge：每次儲值 +{{bonus}}%',
  de: 'Spiel mit mir auf Dropforge: +{{bonus}}% auf jede Einzahlung',
  es: 'Únete a mí en Dropforge: +{{bonus}}% en cada depósito',
  fr: 'Rejoins-moi sur Dropforge : +{{bonus}}% sur chaque dépôt',
  in: 'Main bareng aku di Dropforge: +{{bonus}}% di setiap deposit',
  pl: 'Dołącz do mnie na Dropforge: +{{bonus}}% do każdej wpłaty',
  ro: 'Joacă alături de mine pe Dropforge: +{{bonus}}% la fiecare depunere',
  ru: 'Играй со мной на Dropforge: +{{bonus}}% к каждому пополнению',
  vn: 'Chơi cùng tôi trên Dropforge: +{{bonus}}% mỗi lần nạp',
  zh: '和我一起玩 Dropforge：每次充值 +{{bonus}}%',
};
const SCAN: Record<Lang, string> = {
  en: 'Scan or enter my code',
  br: 'Escaneie ou digite meu código',
  'ch-tr': '掃碼或輸入我的邀請碼',
  de: 'Scannen oder meinen Code eingeben',
  es: 'Escanea o introduce mi código',
  fr: 'Scanne ou saisis mon code',
  in: 'Pindai atau masukkan kodeku',
  pl: 'Zeskanuj lub wpisz mój kod',
  ro: 'Scanează sau introdu codul meu',
  ru: 'Отсканируй или введи мой код',
  vn: 'Quét hoặc nhập mã của tôi',
  zh: '扫码或输入我的邀请码',
};

let missing: string | undefined;
/** Whether the installed fonts draw every character of `text` (else the English line is used, never boxes). */
function drawable(text: string): boolean {
  const probe = (ch: string) => {
    const c = createCanvas(24, 24);
    const g = c.getContext('2d');
    g.font = '20px sans-serif';
    g.fillStyle = '#fff';
    g.fillText(ch, 2, 20);
    return Buffer.from(g.getImageData(0, 0, 24, 24).data).toString('base64');
  };
  missing ??= probe('\uE000');
  return [...new Set(text)].filter((ch) => ch.charCodeAt(0) > 0x7f).every((ch) => probe(ch) !== missing);
}

function line(lang: Lang, table: Record<Lang, string>, bonus: number): string {
  const text = (table[lang] ?? table.en).replace('{{bonus}}', String(bonus));
  return drawable(text) ? text : table.en.replace('{{bonus}}', String(bonus));
}

function roundRect(g: SKRSContext2D, x: number, y: number, w: number, h: number, r: number) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/** Wraps `text` to lines no wider than `max` (by words, or by characters for scripts without spaces). */
function wrap(g: SKRSContext2D, text: string, max: number): string[] {
  const parts = text.includes(' ') ? text.split(' ') : [...text];
  const joiner = text.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  let current = '';
  for (const part of parts) {
    const next = current ? `${current}${joiner}${part}` : part;
    if (g.measureText(next).width > max && current) {
      lines.push(current);
      current = part;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** The invitation poster (PNG): the site, the invitation line in the player's language, a QR of the link, the code. */
export function renderPoster(input: { code: string; link: string; bonus: number; lang: Lang }): Buffer {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  const bg = g.createLinearGradient(0, 0, WIDTH, HEIGHT);
  bg.addColorStop(0, '#0b0f17');
  bg.addColorStop(1, '#1c1233');
  g.fillStyle = bg;
  g.fillRect(0, 0, WIDTH, HEIGHT);
  for (const [x, y, r, color] of [
    [600, 120, 260, 'rgba(255,138,31,0.28)'],
    [80, 980, 300, 'rgba(136,71,255,0.25)'],
  ] as const) {
    const glow = g.createRadialGradient(x, y, 0, x, y, r);
    glow.addColorStop(0, color);
    glow.addColorStop(1, 'rgba(0,0,0,0)');
    g.fillStyle = glow;
    g.fillRect(0, 0, WIDTH, HEIGHT);
  }

  g.font = 'bold 64px sans-serif';
  const drop = g.measureText('DROP').width;
  const start = (WIDTH - drop - g.measureText('FORGE').width) / 2;
  g.textAlign = 'left';
  g.fillStyle = '#ffffff';
  g.fillText('DROP', start, 130);
  g.fillStyle = '#ff8a1f';
  g.fillText('FORGE', start + drop, 130);
  g.textAlign = 'center';

  g.fillStyle = '#e8edf7';
  g.font = 'bold 38px sans-serif';
  wrap(g, line(input.lang, CAPTION, input.bonus), WIDTH - 120).forEach((text, i) => {
    g.fillText(text, WIDTH / 2, 220 + i * 50);
  });

  const qr = qrcode(0, 'M');
  qr.addData(input.link);
  qr.make();
  const modules = qr.getModuleCount();
  const size = 420;
  const cell = Math.floor(size / (modules + 8));
  const drawn = cell * (modules + 8);
  const left = Math.round((WIDTH - drawn) / 2);
  const top = 360;
  g.fillStyle = '#ffffff';
  roundRect(g, left, top, drawn, drawn, 24);
  g.fill();
  g.fillStyle = '#0b0f17';
  for (let r = 0; r < modules; r++) {
    for (let c = 0; c < modules; c++) {
      if (qr.isDark(r, c)) g.fillRect(left + (c + 4) * cell, top + (r + 4) * cell, cell, cell);
    }
  }

  g.fillStyle = '#9aa6bf';
  g.font = '28px sans-serif';
  g.fillText(line(input.lang, SCAN, input.bonus), WIDTH / 2, top + drawn + 70);
  g.fillStyle = '#ffb347';
  g.font = 'bold 72px monospace';
  g.fillText(input.code, WIDTH / 2, top + drawn + 160);
  g.fillStyle = '#6f7b94';
  g.font = '24px sans-serif';
  g.fillText(input.link.replace(/^https?:\/\//, ''), WIDTH / 2, HEIGHT - 60);
  return canvas.toBuffer('image/png');
}
