/**
 * Frontend dependency rules (docs/architecture.md, decisions/0061): arrows point down only —
 * app shell and routes → features → shared code (api, components, config, i18n, lib). Features never
 * import each other, the app shell or the routes; shared code imports none of those.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment: 'Move what two features share to src/components, src/api, src/i18n or src/lib.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-know-no-app-shell',
      comment:
        'The app shell (src/app) and the routes compose features, not the other way round: move what a feature needs from there to shared code.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { path: '^src/(app|routes)/|^src/main\\.tsx$' },
    },
    {
      name: 'shared-code-knows-no-feature-or-app-shell',
      severity: 'error',
      from: { path: '^src/(components|api|config|i18n|lib)/' },
      to: { path: '^src/(features|routes|app)/|^src/main\\.tsx$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|routeTree\\.gen\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
