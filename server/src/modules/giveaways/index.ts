export type { GiveawayDesk } from './giveaways.desk';
export { setHost as setGiftHost } from './giveaways.lists.repo';
export { createGiveawaysModule, type GiveawaysModule, giveawaysModule } from './giveaways.module';
export type { NewPrize } from './giveaways.repo';
export { insertPrizes as insertGiftPrizes } from './giveaways.repo';
export { createOfficialRoom, type RoomSpec } from './giveaways.rooms';
export type { GiveawaysService } from './giveaways.service';
