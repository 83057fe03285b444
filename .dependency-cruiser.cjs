/** Import rules of DESIGN §3. `npm run check` runs this through scripts/depcruise.mjs. */

/**
 * Module order, lowest first (DESIGN §3 with decision 29: `fair` and `realtime` between inventory and the
 * games; decision 57: `payments` beside them, since cases and withdrawals read deposits): platform < auth < wallet <
 * catalog < inventory < fair, realtime, payments < cases, upgrade, mall, withdrawals < battles, events, giveaways
 * (issue 19: a giveaway's box prize is a case opened for its winner, so giveaways sit above cases like battles).
 * A module imports only modules of lower levels; modules of one level never import each other.
 */
const LEVELS = [
  ['auth'],
  ['wallet'],
  ['catalog'],
  ['inventory'],
  ['fair', 'realtime', 'payments'],
  ['cases', 'upgrade', 'mall', 'withdrawals'],
  ['battles', 'events', 'giveaways'],
];
const moduleOrder = LEVELS.map((level, i) => ({
  name: `module-order-${level.join('-')}`,
  comment: `${level.join(', ')} import only lower levels: ${LEVELS.map((l) => l.join(', ')).join(' < ')}`,
  severity: 'error',
  from: { path: `^server/src/modules/(${level.join('|')})/` },
  to: {
    path: `^server/src/modules/(${LEVELS.slice(i).flat().join('|')})/`,
    pathNot: '^server/src/modules/$1/',
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-domain-is-pure',
      comment: 'shared/domain imports nothing but itself',
      severity: 'error',
      from: { path: '^packages/shared/src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/shared/src/domain/' },
    },
    {
      name: 'shared-contract-imports-domain-and-zod',
      severity: 'error',
      from: { path: '^packages/shared/src/contract/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^packages/shared/src/(domain|contract)/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'module-through-index',
      comment: 'a server module reaches another only through its index.ts',
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/([^/]+)/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-through-index',
      comment: "nothing outside a module (app.ts, tests, scripts, the bench, e2e) imports a module's internals",
      severity: 'error',
      from: { pathNot: '^server/src/modules/' },
      to: { path: '^server/src/modules/[^/]+/', pathNot: '^server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      from: { path: '^server/src/platform/' },
      to: { path: '^server/src/modules/' },
    },
    ...moduleOrder,
    {
      name: 'listeners-imported-by-app-only',
      severity: 'error',
      from: { path: '^server/src/modules/', pathNot: '^server/src/modules/(affiliates|vip|notifications)/' },
      to: { path: '^server/src/modules/(affiliates|vip|notifications)/' },
    },
    {
      name: 'web-features-independent',
      comment: 'in web/, a feature never imports another feature',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-features-import-ui-lib-and-contract',
      comment:
        'a web feature imports only its own folder, components/ui, lib, the contract and domain of @dropforge/shared and packages',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        pathNot: [
          '^web/src/features/$1/',
          '^web/src/components/ui/',
          '^web/src/lib/',
          '^packages/shared/src/(contract|domain)/',
          '(^|/)node_modules/',
          // `/// <reference types="node" />` of tests that read fixtures
          '^node$',
        ],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^(web|packages)/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
