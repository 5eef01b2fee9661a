/** Frontend dependency rules (docs/architecture.md): features never import each other; shared code never imports features. */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-imports',
      comment: 'Move what two features share to src/components or src/api.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'shared-code-knows-no-feature',
      severity: 'error',
      from: { path: '^src/(components|api|config|lib)/' },
      to: { path: '^src/(features|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|routeTree\\.gen\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
