import { toAmount } from '@dropforge/shared/domain';
import { defineModule } from '../../platform/modules';
import { balancesOf } from './ledger';
import { walletRoutes } from './wallet.routes';

/** Balances and the ledger (DESIGN §4): the transaction history and the balances of the login data. */
export const walletModule = defineModule({
  name: 'wallet',
  needs: {},
  create({ platform, extensions }) {
    const db = platform.database.db;
    return {
      provides: {},
      routes: walletRoutes({ db, historySources: extensions.history, historyItems: extensions.historyItems }),
      contributes: {
        profile: async (userId: number) => {
          const b = await balancesOf(db, userId);
          return { money: toAmount(b.money), score: toAmount(b.score), shop_score: toAmount(b.shop_score) };
        },
      },
    };
  },
});
