import { MISSION_KINDS, SEASONS } from '@dropforge/shared/contract';
import { TICKETS_TOTAL } from '@dropforge/shared/domain';
import { z } from 'zod';
import { ZAmount, ZPrize, ZPrizeEntry, ZTexts } from './events.content.shapes';

/** The parts of an event file that one mechanic reads and checks at load (a survey's questions, a ladder's steps…). */
export const mechanicParts = {
  /** Questions of a survey (`survey`): each answered by choosing one option. */
  questions: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
        text: ZTexts,
        options: z
          .array(z.object({ id: z.string().regex(/^[a-z0-9_-]{1,32}$/), text: ZTexts }))
          .min(2)
          .max(12),
      }),
    )
    .default([]),
  /** Paid goes a day beyond the free ones (the wheel's spins bought with coins): a cap per player and day. */
  paid_per_day: z.number().int().min(1).max(1000).optional(),
  /** Face-down cards of the card flip and of the flipping board. */
  cards: z.number().int().min(2).max(12).optional(),
  /** Cells of a board mechanic: the windows of `smashing_windows`, the targets of `snowball`. */
  board: z.number().int().min(1).max(16).optional(),
  /** Missions: goals per operator day or week, each rewarded once per period (`id` is the `{id}` of its route). */
  tasks: z
    .array(
      z.object({
        id: z.number().int().min(1).max(1_000_000),
        kind: z.enum(MISSION_KINDS),
        period: z.enum(['day', 'week']),
        /** A count, or USD for `deposit`. */
        target: ZAmount,
        reward: ZPrize,
        title: ZTexts,
      }),
    )
    .default([]),
  /**
   * Daily tasks that give the event's tokens (the web turntable's chances): once `target` is reached on an operator
   * day (a count, or USD for `deposit`), the player takes `tokens` once that day. `id`s are unique in the file.
   */
  token_tasks: z
    .array(
      z.object({
        id: z.number().int().min(1).max(1_000_000),
        kind: z.enum(MISSION_KINDS),
        target: ZAmount,
        tokens: z.number().int().min(1).max(100).default(1),
        title: ZTexts,
      }),
    )
    .default([]),
  /** The time-limited top-up task: levels in order, `amount` USD topped up in total since the start pays `money`. */
  topup: z.array(z.object({ amount: ZAmount, money: ZAmount })).default([]),
  /**
   * The event's tokens (hammers, snowballs, chances…), earned while it runs: one per `stake` USD wagered on the
   * named games, one per `deposit` USD deposited; a mechanic spends them (and may give some outright).
   */
  tokens: z
    .object({
      name: ZTexts,
      picture: z.string().min(1).optional(),
      stake: ZAmount.optional(),
      games: z
        .array(z.enum(['case', 'upgrade', 'battle']))
        .min(1)
        .default(['case', 'upgrade', 'battle']),
      deposit: ZAmount.optional(),
    })
    .optional(),
  /**
   * Terms of the guesses an event of mechanic `guess` runs (frozen on each guess when the operator creates it):
   * the house `edge` (a fraction of the pool), bounds of one backing in coins, backings per player and guess, and
   * the hours after the close when an unsettled guess refunds every stake.
   */
  guess: z
    .object({
      edge: z.number().min(0).max(0.5).default(0.05),
      min_amount: ZAmount.default(0.1),
      max_amount: ZAmount.default(1000),
      max_backings: z.number().int().min(1).max(100).default(10),
      refund_after_hours: z.number().int().min(1).max(8760).default(72),
    })
    .optional(),
  /** Ladder box: steps bottom up; a climb to a step succeeds when its roll's ticket is below the step's `tickets`. */
  ladder: z.array(z.object({ tickets: z.number().int().min(1).max(TICKETS_TOTAL), prize: ZPrize })).default([]),
  /** Recharge-open boxes: a paid deposit of at least `threshold` USD opens the box once; a case or a prize table. */
  recharge_boxes: z
    .array(
      z.object({
        id: z.number().int().min(1).max(1_000_000),
        threshold: ZAmount,
        title: ZTexts,
        case_id: z.string().min(1).optional(),
        prizes: z.array(ZPrizeEntry).default([]),
      }),
    )
    .default([]),
  /**
   * A seasonal event (`seasonal`): which spec routes show it, its event cases (bought with `tokens`, each its own
   * prize table) and its milestones (open `opens` event cases in total, receive `reward` once).
   */
  seasonal: z
    .object({
      season: z.enum(SEASONS),
      /** The operator's estimate of opens per participant and day, for `events:cost` (default 1). */
      opens_per_day: z.number().positive().max(1000).default(1),
      cases: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/),
            name: ZTexts,
            picture: z.string().min(1),
            price: z.number().int().min(1).max(100_000),
            prizes: z.array(ZPrizeEntry).min(1),
          }),
        )
        .min(1)
        .max(12),
      milestones: z
        .array(z.object({ opens: z.number().int().min(1).max(100_000), reward: ZPrize }))
        .max(20)
        .default([]),
    })
    .optional(),
  /**
   * Help-a-friend bargains (`bargain`): the cases that can be asked for; the target is `discount` off the price (at
   * most `max_discount` USD); each friend's help cuts a drawn share (`share_min`…`share_max`) of the gap left, the
   * `helpers`-th cuts the rest; a request is valid `hours`; an asker starts at most `per_day` a day.
   */
  bargain: z
    .object({
      cases: z.array(z.string().min(1)).min(1).max(50),
      discount: z.number().min(0.01).max(0.9),
      max_discount: ZAmount,
      helpers: z.number().int().min(1).max(50),
      share_min: z.number().min(0.01).max(1),
      share_max: z.number().min(0.01).max(1),
      hours: z.number().int().min(1).max(168).default(24),
      per_day: z.number().int().min(1).max(20).default(1),
    })
    .optional(),
  /**
   * The old-player / new-player event (`old_new`): points are the event's `tokens` (play and deposits) plus
   * `per_invite` per friend bound to the player's code during the run; `extra` rewards by points (each received once;
   * `group` old, new or all); `ranking` rewards by place, paid once after the run ends. An account is new when made
   * at most `new_days` before the run's start (or during it).
   */
  old_new: z
    .object({
      new_days: z.number().int().min(1).max(365).default(30),
      per_invite: z.number().int().min(0).max(100_000).default(10),
      extra: z
        .array(
          z.object({
            id: z.number().int().min(1).max(1_000_000),
            group: z.enum(['all', 'old', 'new']).default('all'),
            points: z.number().int().min(1).max(10_000_000),
            reward: ZPrize,
          }),
        )
        .default([]),
      ranking: z
        .array(z.object({ from: z.number().int().min(1).max(50), to: z.number().int().min(1).max(50), reward: ZPrize }))
        .default([]),
    })
    .optional(),
  /**
   * Group-grab rooms: `slots` avatar slots (the creator's included), `recharge` USD the friends top up in total
   * since joining (Mission 2; 0: none), `hours` a room stays open, and the coupon each member of a completed room
   * receives (`amount` USD off a case open of at least `min` USD, `valid_days` after receiving it); with
   * `topup_coupon`, each member also receives a top-up coupon (`amount` USD added to a top-up of at least `min` USD).
   */
  group_grab: z
    .object({
      slots: z.number().int().min(2).max(10).default(5),
      recharge: z.number().min(0).max(100_000).default(0),
      hours: z.number().min(0.25).max(720).default(24),
      coupon: z.object({
        target: z.literal('case'),
        amount: ZAmount,
        min: z.number().min(0).max(100_000).default(0),
        valid_days: z.number().int().min(1).max(365).default(7),
      }),
      topup_coupon: z
        .object({
          amount: ZAmount,
          min: z.number().min(0).max(100_000).default(0),
          valid_days: z.number().int().min(1).max(365).default(7),
        })
        .optional(),
    })
    .optional(),
};
