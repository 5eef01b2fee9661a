import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticCss } from './build/antd-static-css.ts';
import { precompress } from './build/precompress.ts';
import { startAppAfterFirstPaint } from './build/start-after-first-paint.ts';

/** Where `npm run dev -w backend` listens. */
const BACKEND_ORIGIN = 'http://localhost:3000';

/** Paths the NestJS server answers; everything else is the single-page app. */
const BACKEND_PATHS = ['/api', '/socket.io', '/uploads', '/admin/queues', '/healthz', '/readyz', '/metrics'];

/** antd parts of the first screens (shell, browse, coin page), with their dependencies: one cacheable chunk. */
const UI_PARTS =
  /node_modules[\\/](@ant-design[\\/]icons[\\/]|antd[\\/]es[\\/](button|card|grid|row|col|typography|input|input-number|select|space|flex|skeleton|tag|badge|drawer|form|collapse|checkbox|alert|empty|tooltip|popover|app|config-provider|theme|locale|style|_util|avatar|divider|spin|layout|message|notification)[\\/])/;

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), antdStaticCss(), startAppAfterFirstPaint(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(
      BACKEND_PATHS.map((path) => [path, { target: BACKEND_ORIGIN, ws: path === '/socket.io' }]),
    ),
  },
  build: {
    outDir: 'dist',
    // Source maps beside the scripts (each names its map): errors and profiles from phones read as the
    // app's code, and Lighthouse's Best Practices asks for them on large first-party scripts (issue 10).
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 },
            { name: 'ui', test: UI_PARTS, priority: 20 },
            // App code the entry imports statically stays out of app-common, which imports the ui chunk.
            { name: 'app-entry', test: /[\\/]src[\\/]/, tags: ['$initial'], priority: 15 },
            { name: 'app-common', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
