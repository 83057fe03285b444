import type { MechanicSpec } from '../events.engine';
import { bargain, bargainSpec } from './bargain';
import { cards, cardsSpec } from './cards';
import { checkIn, checkInSpec } from './check-in';
import { flipping, flippingSpec } from './flipping';
import { freeCoins, freeCoinsSpec } from './free-coins';
import { groupGrab, groupGrabSpec } from './group-grab';
import { guess, guessSpec } from './guess/guess';
import { guidance, guidanceSpec } from './guidance';
import { ladder, ladderSpec } from './ladder';
import type { Mechanic } from './mechanic';
import { missions, missionsSpec } from './missions';
import { oldNew, oldNewSpec } from './old-new';
import { preRegister, preRegisterSpec } from './pre-register';
import { rechargeBox, rechargeBoxSpec } from './recharge-box';
import { seasonalSpec } from './seasonal.rules';
import { seasonal } from './seasonal-routes';
import { snowball, snowballSpec } from './snowball';
import { survey, surveySpec } from './survey';
import { topup, topupSpec } from './topup';
import { turntable, turntableSpec } from './turntable';
import { wheel, wheelSpec } from './wheel';
import { smashingWindows, windowsSpec } from './windows';

/**
 * The mechanics events may name (`mechanic` in content/events/*.json). A new mechanic (wheel, flipping…) is a file
 * beside these — its spec (game, content checks, cost per day) and its routes — plus one line here.
 */
export const MECHANICS: ReadonlyArray<{ spec: MechanicSpec; routes: Mechanic }> = [
  { spec: checkInSpec, routes: checkIn },
  { spec: cardsSpec, routes: cards },
  { spec: freeCoinsSpec, routes: freeCoins },
  { spec: guidanceSpec, routes: guidance },
  { spec: surveySpec, routes: survey },
  { spec: preRegisterSpec, routes: preRegister },
  { spec: missionsSpec, routes: missions },
  { spec: topupSpec, routes: topup },
  { spec: guessSpec, routes: guess },
  { spec: ladderSpec, routes: ladder },
  { spec: rechargeBoxSpec, routes: rechargeBox },
  { spec: wheelSpec, routes: wheel },
  { spec: flippingSpec, routes: flipping },
  { spec: turntableSpec, routes: turntable },
  { spec: windowsSpec, routes: smashingWindows },
  { spec: snowballSpec, routes: snowball },
  { spec: seasonalSpec, routes: seasonal },
  { spec: bargainSpec, routes: bargain },
  { spec: oldNewSpec, routes: oldNew },
  { spec: groupGrabSpec, routes: groupGrab },
];

export const MECHANIC_SPECS: ReadonlyMap<string, MechanicSpec> = new Map(MECHANICS.map((m) => [m.spec.name, m.spec]));
