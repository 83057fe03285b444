/**
 * Side-view silhouettes of CS2 firearms in a 256 × 192 box, muzzle to the right, drawn as unions of simple
 * shapes (a stroke behind the union outlines the whole, see `item-art.ts`). Each model is built from the parts
 * that make it recognisable: the AK's curved magazine and wooden stock, the M4's carry rail and straight
 * magazine, the AWP's long barrel and big scope, the Desert Eagle's tall slide.
 */

export type Shape = string;

/** A closed polygon from x,y pairs. */
export const poly = (...xy: number[]): Shape => {
  let d = `M${xy[0]} ${xy[1]}`;
  for (let i = 2; i < xy.length; i += 2) d += `L${xy[i]} ${xy[i + 1]}`;
  return `${d}Z`;
};
export const rect = (x: number, y: number, w: number, h: number, r = 0): Shape =>
  r > 0
    ? `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`
    : `M${x} ${y}h${w}v${h}h${-w}Z`;
export const circle = (cx: number, cy: number, r: number): Shape =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

// Parts shared by several models.
const grip = (x: number, y = 96, h = 26) => poly(x, y, x + 13, y, x + 8, y + h, x - 5, y + h - 3);
const triggerGuard = (x: number, y = 96) => `M${x} ${y}v8q0 6 8 6h10v-4h-9q-4 0-4-4v-6Z`;
const scope = (x: number, w: number, y = 58, h = 12) =>
  [
    rect(x + 10, y, w - 20, h, 4),
    poly(x, y - 3, x + 12, y + 1, x + 12, y + h - 1, x, y + h + 3),
    poly(x + w, y - 3, x + w - 12, y + 1, x + w - 12, y + h - 1, x + w, y + h + 3),
    rect(x + w / 2 - 10, y + h, 6, 8),
    rect(x + w / 2 + 4, y + h, 6, 8),
  ].join('');
const redDot = (x: number, y = 66) => poly(x, y + 10, x + 4, y, x + 20, y, x + 24, y + 10);

const ak47 = [
  poly(16, 86, 70, 80, 72, 100, 22, 116, 16, 112),
  rect(70, 78, 82, 21, 2),
  rect(150, 80, 46, 14, 3),
  rect(150, 74, 52, 6, 2),
  rect(194, 83, 38, 5),
  rect(224, 74, 4, 10),
  rect(229, 81, 9, 9, 1),
  poly(122, 98, 142, 98, 150, 118, 160, 136, 142, 142, 134, 122),
  grip(94, 98),
  triggerGuard(106, 98),
];

const m4 = (suppressed: boolean) => [
  poly(18, 80, 60, 82, 60, 96, 22, 104, 18, 100),
  rect(54, 84, 28, 7),
  rect(80, 76, 70, 21, 2),
  rect(86, 70, 60, 7, 1),
  rect(148, 77, suppressed ? 38 : 52, 18, 3),
  ...(suppressed
    ? [rect(184, 79, 62, 13, 5)]
    : [rect(198, 83, 32, 5), poly(196, 77, 200, 66, 205, 66, 205, 77), rect(226, 80, 10, 10, 1)]),
  poly(118, 97, 136, 97, 140, 128, 122, 130),
  grip(94, 97),
  triggerGuard(106, 97),
];

const famas = [
  poly(20, 86, 52, 80, 60, 100, 24, 108),
  rect(52, 78, 110, 22, 4),
  poly(70, 78, 80, 58, 150, 58, 156, 78, 146, 78, 142, 66, 88, 66, 82, 78),
  rect(160, 82, 58, 8),
  rect(214, 80, 14, 12, 2),
  rect(68, 100, 16, 26),
  grip(124, 100),
  triggerGuard(136, 100),
];

const galil = [
  poly(16, 84, 64, 82, 64, 90, 28, 92, 28, 100, 64, 98, 66, 106, 18, 110),
  rect(64, 78, 86, 21, 2),
  rect(148, 80, 46, 14, 3),
  rect(190, 83, 42, 5),
  rect(226, 80, 10, 11, 1),
  poly(120, 99, 140, 99, 144, 120, 152, 138, 134, 142, 128, 120),
  grip(94, 99),
  triggerGuard(106, 99),
];

const aug = [
  poly(18, 84, 30, 78, 116, 78, 122, 104, 30, 108, 20, 100),
  rect(116, 82, 70, 14, 5),
  rect(184, 84, 48, 6),
  rect(228, 82, 9, 10, 1),
  scope(70, 70, 58, 12),
  poly(50, 106, 66, 106, 68, 130, 52, 130),
  grip(132, 96, 30),
  poly(110, 96, 148, 96, 150, 104, 112, 104),
];

const sg553 = [
  poly(16, 88, 64, 80, 66, 100, 24, 112, 16, 108),
  rect(62, 78, 90, 22, 3),
  rect(150, 80, 50, 15, 3),
  rect(196, 84, 36, 5),
  rect(228, 81, 9, 10, 1),
  scope(88, 62, 58, 12),
  poly(122, 100, 140, 100, 144, 122, 150, 138, 134, 140, 128, 122),
  grip(96, 100),
  triggerGuard(108, 100),
];

const awp = [
  poly(10, 86, 40, 80, 84, 80, 84, 100, 64, 102, 58, 94, 44, 94, 40, 110, 12, 116),
  rect(82, 80, 80, 17, 3),
  rect(160, 83, 86, 6, 2),
  rect(238, 81, 10, 10, 1),
  scope(90, 78, 56, 14),
  poly(130, 97, 146, 97, 148, 118, 132, 118),
  grip(92, 97),
  triggerGuard(104, 97),
  poly(150, 82, 160, 74, 164, 76, 156, 84),
];

const ssg08 = [
  poly(12, 88, 66, 82, 70, 98, 56, 98, 48, 92, 30, 96, 18, 112, 12, 110),
  rect(66, 82, 86, 13, 3),
  rect(150, 85, 94, 4, 1),
  rect(236, 83, 9, 8, 1),
  scope(86, 68, 60, 11),
  poly(126, 95, 138, 95, 140, 112, 128, 112),
  grip(86, 95, 24),
  triggerGuard(98, 95),
];

const autoSniper = (bipod: boolean) => [
  poly(12, 84, 64, 80, 68, 102, 50, 104, 46, 96, 30, 98, 24, 114, 12, 114),
  rect(64, 76, 96, 24, 3),
  rect(158, 80, 40, 16, 3),
  rect(196, 84, 44, 6, 1),
  rect(234, 81, 10, 12, 1),
  scope(78, 74, 54, 14),
  poly(128, 100, 146, 100, 148, 126, 130, 126),
  grip(96, 100),
  triggerGuard(108, 100),
  ...(bipod ? [poly(188, 96, 194, 96, 206, 128, 200, 130)] : []),
];

const deagle = [
  rect(60, 68, 136, 26, 3),
  rect(190, 72, 14, 18, 2),
  poly(62, 94, 110, 94, 104, 152, 74, 156, 70, 140),
  triggerGuard(110, 94),
  rect(70, 62, 8, 6),
  rect(184, 62, 6, 6),
];

const pistol = (slide: number, gripTilt = 10, suppressor = 0, dx = 0, dy = 0) => [
  rect(70 + dx, 74 + dy, slide, 20, 3),
  poly(
    76 + dx,
    94 + dy,
    108 + dx,
    94 + dy,
    102 + gripTilt + dx,
    146 + dy,
    80 + gripTilt + dx,
    148 + dy,
    78 + dx,
    120 + dy,
  ),
  triggerGuard(108 + dx, 94 + dy),
  ...(suppressor ? [rect(66 + slide + dx, 77 + dy, suppressor, 14, 5)] : []),
];

const revolver = [
  rect(120, 74, 100, 12, 3),
  rect(216, 72, 6, 10),
  circle(118, 90, 18),
  poly(84, 78, 104, 78, 108, 98, 92, 100),
  poly(80, 96, 104, 98, 92, 150, 66, 148, 70, 126),
  triggerGuard(104, 104),
];

const tec9 = [
  rect(64, 76, 130, 18, 3),
  rect(190, 80, 22, 10, 2),
  poly(74, 94, 96, 94, 90, 134, 70, 132),
  poly(120, 94, 136, 94, 138, 150, 122, 150),
  triggerGuard(96, 94),
];

const cz75 = [...pistol(108, 10), rect(104, 94, 12, 30, 2)];

const dualies = [...pistol(96, 8, 0, -30, -22), ...pistol(96, 8, 0, 30, 14)];

const mac10 = [
  rect(86, 72, 92, 28, 3),
  rect(176, 80, 18, 10, 2),
  rect(60, 80, 28, 5),
  rect(60, 80, 5, 26),
  poly(94, 100, 116, 100, 114, 156, 94, 156),
  triggerGuard(116, 100),
];

const mp9 = [
  poly(30, 86, 40, 82, 70, 82, 70, 88, 46, 90, 38, 106, 30, 106),
  rect(70, 76, 108, 22, 4),
  rect(176, 81, 32, 9, 2),
  rect(204, 79, 10, 13, 1),
  poly(104, 98, 124, 98, 120, 148, 100, 148),
  poly(150, 98, 164, 98, 166, 118, 152, 118),
  triggerGuard(124, 98),
];

const mp7 = [
  poly(22, 84, 72, 84, 72, 90, 28, 92),
  rect(70, 74, 104, 24, 4),
  rect(172, 82, 38, 7, 2),
  redDot(100),
  poly(102, 98, 122, 98, 118, 150, 98, 150),
  poly(150, 98, 162, 98, 168, 124, 156, 126),
  triggerGuard(122, 98),
];

const mp5 = (suppressed: boolean) => [
  poly(20, 86, 70, 82, 72, 98, 26, 108, 20, 104),
  rect(70, 76, 104, 20, 3),
  rect(172, 80, 28, 14, 3),
  ...(suppressed ? [rect(196, 78, 48, 16, 6)] : [rect(198, 84, 22, 5)]),
  poly(126, 96, 140, 96, 150, 132, 136, 134),
  grip(98, 96),
  triggerGuard(110, 96),
];

const ump = [
  poly(20, 84, 68, 80, 68, 90, 30, 92, 30, 100, 68, 98, 70, 108, 22, 110),
  rect(68, 76, 116, 24, 3),
  rect(182, 82, 30, 8, 2),
  rect(208, 80, 10, 12, 1),
  poly(128, 100, 148, 100, 150, 138, 132, 138),
  grip(100, 100),
  triggerGuard(112, 100),
];

const p90 = [
  `M34 100Q30 80 56 74H170Q196 74 200 86L214 88V94H196Q190 110 168 112H140L132 130H110L112 112H70L58 124H42Z`,
  rect(70, 66, 96, 8, 3),
  poly(100, 100, 120, 100, 116, 124, 98, 122),
];

const bizon = [
  poly(18, 84, 66, 82, 66, 90, 30, 92, 30, 100, 66, 98, 66, 106, 20, 110),
  rect(64, 76, 98, 20, 3),
  rect(160, 82, 54, 7, 2),
  rect(210, 80, 10, 11, 1),
  rect(122, 96, 80, 18, 9),
  grip(94, 96),
  triggerGuard(106, 96),
];

const pumpShotgun = (short: boolean) => [
  ...(short ? [poly(46, 90, 80, 84, 84, 100, 64, 120, 48, 118)] : [poly(10, 88, 66, 82, 70, 100, 18, 114, 10, 110)]),
  rect(66, 80, 62, 19, 3),
  rect(126, 82, short ? 60 : 108, 7, 2),
  rect(126, 90, short ? 50 : 92, 7, 2),
  rect(short ? 146 : 160, 88, 40, 12, 4),
  triggerGuard(86, 99),
  ...(short ? [] : [rect(228, 80, 8, 4)]),
];

const xm1014 = [
  poly(14, 84, 66, 80, 66, 90, 30, 94, 30, 100, 66, 98, 68, 108, 16, 112),
  rect(64, 78, 74, 20, 3),
  rect(136, 80, 100, 7, 2),
  rect(136, 88, 84, 8, 2),
  grip(86, 98),
  triggerGuard(98, 98),
];

const mag7 = [
  poly(30, 86, 74, 80, 76, 96, 36, 104),
  rect(72, 76, 92, 24, 4),
  rect(162, 82, 56, 8, 2),
  rect(152, 94, 34, 16, 4),
  poly(104, 100, 124, 100, 128, 136, 108, 136),
  grip(82, 100),
];

const machineGun = (drum: boolean) => [
  poly(8, 86, 54, 80, 58, 100, 14, 114, 8, 110),
  rect(54, 74, 100, 26, 3),
  rect(152, 80, 40, 14, 3),
  rect(190, 84, 50, 6, 1),
  rect(232, 81, 10, 12, 1),
  ...(drum ? [rect(96, 100, 44, 30, 6)] : [rect(100, 100, 36, 22, 3)]),
  grip(70, 100),
  triggerGuard(82, 100),
  poly(180, 94, 186, 94, 204, 132, 196, 134),
  poly(186, 94, 192, 94, 180, 134, 172, 132),
  rect(60, 66, 40, 8, 2),
];

const zeus = [
  rect(80, 80, 100, 24, 8),
  rect(178, 84, 14, 16, 3),
  poly(90, 104, 116, 104, 108, 146, 86, 144),
  triggerGuard(116, 104),
];

/** Silhouette shapes by the catalogue's weapon name (`wName`). */
export const GUNS: Record<string, Shape[]> = {
  'AK-47': ak47,
  M4A4: m4(false),
  'M4A1-S': m4(true),
  FAMAS: famas,
  'Galil AR': galil,
  AUG: aug,
  'SG 553': sg553,
  AWP: awp,
  'SSG 08': ssg08,
  'SCAR-20': autoSniper(true),
  G3SG1: autoSniper(false),
  'Desert Eagle': deagle,
  'Glock-18': pistol(100, 10),
  'USP-S': pistol(96, 8, 52),
  P2000: pistol(104, 6),
  P250: pistol(96, 4),
  'Five-SeveN': pistol(112, 2),
  'Tec-9': tec9,
  'CZ75-Auto': cz75,
  'Dual Berettas': dualies,
  'R8 Revolver': revolver,
  'MAC-10': mac10,
  MP9: mp9,
  MP7: mp7,
  'MP5-SD': mp5(true),
  'UMP-45': ump,
  P90: p90,
  'PP-Bizon': bizon,
  Nova: pumpShotgun(false),
  'Sawed-Off': pumpShotgun(true),
  XM1014: xm1014,
  'MAG-7': mag7,
  M249: machineGun(true),
  Negev: machineGun(false),
  'Zeus x27': zeus,
};

/** The silhouette of a weapon class, for models not listed above. */
export const GUN_CLASSES: Record<string, Shape[]> = {
  rifle: m4(false),
  sniper: awp,
  pistol: pistol(100, 8),
  smg: mp7,
  heavy: pumpShotgun(false),
  equipment: zeus,
};
