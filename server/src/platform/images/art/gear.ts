import { circle, poly, rect, type Shape } from './guns';

/**
 * Knives (handle left, tip right), gloves and the items that are not weapons, in the same 256 × 192 box as
 * the guns.
 */

const handle = (x0 = 34, x1 = 108, y = 92, h = 18) => [rect(x0, y, x1 - x0, h, 8)];
const guard = (x = 108, y = 84, h = 34) => [rect(x, y, 8, h, 3)];
const ring = (cx: number, cy: number) => [`${circle(cx, cy, 13)}${circle(cx, cy, 7)}`];

const straight = (length = 112) => [
  ...handle(),
  ...guard(),
  `M116 90H${116 + length - 30}Q${116 + length - 8} 92 ${116 + length} 101Q${116 + length - 26} 112 ${116 + length - 54} 112H116Z`,
];
const clipPoint = (length = 118) => [
  ...handle(),
  ...guard(104, 82, 38),
  `M112 88H${112 + length - 44}L${112 + length} 96Q${112 + length - 20} 116 ${112 + length - 60} 116H112Z`,
  rect(122, 84, length - 60, 4),
];
const bayonet = (m9: boolean) => [
  ...handle(28, 102),
  ...guard(102, 80, 40),
  `M110 90H210L236 100L212 112H110Z`,
  ...(m9 ? [poly(130, 90, 134, 84, 180, 84, 184, 90)] : []),
  circle(28, 101, 7),
];

const karambit = [
  ...ring(54, 128),
  `M62 118Q84 96 110 94L122 96Q108 108 72 128Z`,
  `M112 92Q160 62 214 66Q236 70 232 86Q200 72 164 90Q140 104 124 108Z`,
];
const talon = [
  ...ring(48, 128),
  `M56 118Q84 94 112 92L126 96Q110 110 66 130Z`,
  `M112 90Q150 52 206 54Q240 60 236 80Q200 62 168 84Q146 102 126 108Z`,
];
const butterfly = [
  rect(24, 88, 96, 10, 5),
  rect(24, 104, 96, 10, 5),
  rect(116, 86, 10, 30, 3),
  `M126 92H210Q230 96 236 102Q214 110 190 112H126Z`,
];
const gut = [...handle(), ...guard(), `M116 92H196L210 84L222 92Q230 98 228 104Q200 116 150 114H116Z`];
const falchion = [...handle(30, 104), ...guard(104), `M112 94Q170 90 232 80Q214 110 160 114H112Z`];
const kukri = [
  ...handle(30, 100, 96),
  ...guard(100, 88, 30),
  `M108 98Q160 86 200 104Q226 118 220 128Q186 116 150 114H108Z`,
];
const shadowDaggers = [rect(60, 64, 20, 64, 9), rect(80, 90, 22, 12), `M100 82L196 92Q210 96 196 100L100 110Z`];
const slim = (length = 110) => [
  ...handle(36, 112, 94, 14),
  ...guard(112, 90, 22),
  `M120 96H${120 + length - 20}L${120 + length} 101L${120 + length - 20} 106H120Z`,
];
const skeleton = [...ring(44, 101), rect(52, 94, 56, 14, 6), ...guard(106, 86, 30), `M114 92H200L232 100L206 110H114Z`];
const paracord = [
  ...handle(36, 110),
  ...ring(30, 101),
  ...guard(108),
  `M116 90H196Q222 94 232 102Q206 112 176 112H116Z`,
];

export const KNIVES: Record<string, Shape[]> = {
  Karambit: karambit,
  'Talon Knife': talon,
  'Butterfly Knife': butterfly,
  'M9 Bayonet': bayonet(true),
  Bayonet: bayonet(false),
  'Flip Knife': straight(100),
  'Gut Knife': gut,
  'Huntsman Knife': clipPoint(122),
  'Bowie Knife': clipPoint(130),
  'Falchion Knife': falchion,
  'Kukri Knife': kukri,
  'Shadow Daggers': shadowDaggers,
  'Navaja Knife': slim(96),
  'Stiletto Knife': slim(118),
  'Ursus Knife': clipPoint(110),
  'Classic Knife': straight(114),
  'Paracord Knife': paracord,
  'Survival Knife': paracord,
  'Nomad Knife': straight(108),
  'Skeleton Knife': skeleton,
};
export const DEFAULT_KNIFE = straight(110);

const glove = (cuff: number) => [
  `M92 150V96Q88 80 80 70Q76 62 84 60Q92 60 100 76L106 84V44Q106 36 114 36Q122 36 122 44V78L126 34Q128 26 136 27Q144 28 143 36L140 78L148 40Q150 32 158 34Q165 36 163 44L156 84L166 56Q170 50 176 52Q182 56 180 62L166 108Q160 132 156 150Z`,
  rect(88, 144, 74, cuff, 5),
];
export const GLOVES: Record<string, Shape[]> = {
  'Hand Wraps': [...glove(10), rect(96, 96, 62, 8, 3), rect(100, 116, 56, 8, 3)],
  'Driver Gloves': glove(12),
  'Moto Gloves': [...glove(16), rect(104, 92, 50, 12, 5)],
  'Sport Gloves': [...glove(16), rect(98, 104, 60, 10, 4)],
  'Specialist Gloves': glove(22),
  'Hydra Gloves': [...glove(14), rect(102, 88, 54, 10, 4)],
  'Bloodhound Gloves': [...glove(18), poly(100, 118, 156, 110, 156, 120, 100, 128)],
  'Broken Fang Gloves': [...glove(14), poly(98, 112, 158, 100, 158, 108, 98, 120)],
};
export const DEFAULT_GLOVES = glove(14);

/** Everything that is not a weapon, by catalogue category. */
export const OTHERS: Record<string, Shape[]> = {
  agent: [
    `M56 176Q58 118 104 108L128 128L152 108Q198 118 200 176Z`,
    rect(116, 86, 24, 26, 6),
    circle(128, 68, 26),
    `M98 62Q100 32 130 32Q160 32 160 60Q146 50 128 50Q110 50 98 62Z`,
  ],
  sticker: [`M80 40H156L184 68V140Q184 152 172 152H84Q72 152 72 140V52Q72 40 80 40Z`],
  patch: [`M128 32L184 52V96Q184 134 128 158Q72 134 72 96V52Z`],
  charm: [
    `${circle(128, 44, 14)}${circle(128, 44, 7)}`,
    rect(124, 56, 8, 18, 3),
    `M128 72Q170 80 168 118Q164 154 128 160Q92 154 88 118Q86 80 128 72Z`,
  ],
  musickit: [`${circle(128, 96, 58)}${circle(128, 96, 10)}`],
  graffiti: [circle(128, 96, 48)],
};
