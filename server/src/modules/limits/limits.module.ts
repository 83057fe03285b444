import { defineModule } from '../../platform/modules';
import { paymentsModule } from '../payments';
import { limitsRoutes } from './limits.routes';
import { createLimits } from './limits.service';

/**
 * Responsible gaming (issue 18, decision 65): deposit limits, cool-off and self-exclusion. Imported by nobody but
 * app.ts; every money entry point below consults it through the `playGate` extension point.
 */
export const limitsModule = defineModule({
  name: 'limits',
  needs: { payments: paymentsModule },
  create({ platform, needs }) {
    const limits = createLimits({
      database: platform.database,
      clock: platform.clock,
      depositsSince: needs.payments.depositsSince,
    });
    return {
      provides: limits,
      routes: limitsRoutes({ limits }),
      contributes: { playGate: (userId, action, tx) => limits.gate(userId, action, tx) },
    };
  },
});
