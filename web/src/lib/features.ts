/**
 * Which advertised features are built. An entry that leads to an unbuilt feature (top bar, main
 * navigation, mobile menu, bottom navigation, hot events, home tiles, account menu, history
 * filters…) is not rendered while its switch is off; the issue that builds the feature turns it on
 * here, in one place. The routes stay, so a direct visit still gets the coming-soon page.
 */
export const FEATURES = {
  /** /event and its hub; also the "event" history filter. */
  events: true,
  /** /event/groupgrab. */
  groupGrab: true,
  /** Seven-day check-in: /event/check and /my/check. */
  checkIn: true,
  /** Daily card flip: /event/cards. */
  cards: true,
  /** /event/snow. */
  snow: true,
  /** /event/coupon. */
  coupon: true,
  /** /mission. */
  missions: true,
  /** Partners / promotion centre: /my/promotion. */
  partners: true,
  /** The use-code dialog; also the "code" history filter. */
  codes: true,
  /** /giveaway and /giveaway/{id}. */
  giveaways: true,
  /** /turntable. */
  turntable: true,
  /** The notification bell and panel. */
  notifications: true,
} as const satisfies Record<string, boolean>;

export type Feature = keyof typeof FEATURES;

export function isBuilt(feature: Feature): boolean {
  return FEATURES[feature];
}

/** Keeps the entries whose feature is built (entries without a `feature` always stay). */
export function builtOnly<T extends { feature?: Feature }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => entry.feature === undefined || isBuilt(entry.feature));
}
