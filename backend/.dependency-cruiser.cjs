/**
 * The architecture's dependency rules (../shared/architecture.md, docs/architecture.md), checked by
 * `npm run lint -w backend`. A context talks to another only through its commands, queries,
 * events and views; domain code is pure.
 */
const CONTRACT = 'application/(commands/[^/]+\\.command|queries/[^/]+\\.query|events/[^/]+\\.events?|[^/]+-view)\\.ts$';

/** What names a database session or transaction: the ORM and its drivers, the platform's database and event store. */
const TRANSACTIONAL = ['(^|/)node_modules/(@mikro-orm|knex|pg)/', '^src/platform/(database|event-store)/'];

module.exports = {
  forbidden: [
    {
      name: 'no-cross-context-internals',
      comment: "A context may import another context's commands, queries, events and views only.",
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/' },
      to: { path: '^src/contexts/([^/]+)/', pathNot: [`^src/contexts/$1/`, `^src/contexts/[^/]+/${CONTRACT}`] },
    },
    {
      name: 'contracts-carry-no-transaction',
      comment:
        "A context's commands, queries, events and views cannot name an EntityManager or a transaction, so none crosses a context: " +
        'each context commits its own writes (decisions/0060). src/contexts/transactions-stay-in-their-context.spec.ts checks the members too.',
      severity: 'error',
      from: { path: `^src/contexts/[^/]+/${CONTRACT}` },
      to: { path: TRANSACTIONAL },
    },
    {
      name: 'no-cross-context-dispatch-from-infrastructure',
      comment:
        "Stores and projections run inside a context's transactions: they never dispatch another context's commands (the runtime cycle " +
        'Catalog → Moderation → Catalog inside one transaction, decisions/0060). Handlers send them after their own commit.',
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/infrastructure/' },
      to: { path: '^src/contexts/[^/]+/application/commands/', pathNot: '^src/contexts/$1/' },
    },
    {
      name: 'platform-knows-no-context',
      comment: 'The platform is shared ground: it never depends on a bounded context.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/contexts/' },
    },
    {
      name: 'pure-domain',
      comment: 'domain/ is plain TypeScript: no framework, no ORM, no I/O, nothing outside its own domain and the kernel.',
      severity: 'error',
      from: { path: '^src/contexts/([^/]+)/domain/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: [
          '^src/contexts/$1/domain/',
          '^src/platform/kernel/(errors|subscription-tier|money|ids|principal)\\.ts$',
          '^src/platform/kernel/text/[^/]+\\.ts$',
          '^src/platform/event-store/decider(-specification\\.testing)?\\.ts$',
        ],
      },
    },
    {
      name: 'no-node-io-in-domain',
      severity: 'error',
      from: { path: '^src/contexts/[^/]+/domain/' },
      to: { dependencyTypes: ['core'], pathNot: '^(node:)?(crypto|util)$' },
    },
    {
      name: 'bootstrap-uses-contracts',
      comment: 'Start-up code drives contexts through their contracts like any other caller.',
      severity: 'error',
      from: { path: '^src/(bootstrap|main\\.ts)' },
      to: { path: '^src/contexts/', pathNot: `^src/contexts/[^/]+/(${CONTRACT}|[^/]+\\.module\\.ts$)` },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
