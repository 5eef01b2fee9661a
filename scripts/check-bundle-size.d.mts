/** Types of check-bundle-size.mjs, for the web app's test of it (frontend/src/app/bundle-budget.test.ts). */
export declare const INITIAL_JS_BUDGET_KB: number;
export declare function initialScripts(indexHtml: string): string[];
export declare function measureInitialJs(dist: string): {
  files: { href: string; gzipBytes: number }[];
  totalGzipBytes: number;
  totalKb: number;
};
