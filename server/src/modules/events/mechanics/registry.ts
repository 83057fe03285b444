import type { MechanicSpec } from '../events.engine';
import { cards, cardsSpec } from './cards';
import { checkIn, checkInSpec } from './check-in';
import { freeCoins, freeCoinsSpec } from './free-coins';
import { groupGrab, groupGrabSpec } from './group-grab';
import { guidance, guidanceSpec } from './guidance';
import type { Mechanic } from './mechanic';
import { missions, missionsSpec } from './missions';
import { preRegister, preRegisterSpec } from './pre-register';
import { survey, surveySpec } from './survey';
import { topup, topupSpec } from './topup';

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
  { spec: groupGrabSpec, routes: groupGrab },
];

export const MECHANIC_SPECS: ReadonlyMap<string, MechanicSpec> = new Map(MECHANICS.map((m) => [m.spec.name, m.spec]));
