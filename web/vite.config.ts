// The web app is served under /oa/ (DESIGN §5); in development the API is proxied to the server.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootStages } from './boot-stages.ts';
import { endpointAddresses } from './endpoint-addresses.ts';
import { firstScreens } from './first-screens.ts';
import { precompressBuild } from './precompress.ts';

const contract = (file: string) => fileURLToPath(new URL(`../contract/src/${file}`, import.meta.url));

// React Router's package exports name only its development build (warnings on, its checks kept),
// whatever the mode (remix-run/react-router#14102); a build for visitors takes the production
// one, without them, which does less at start. `vite dev` keeps the warnings.
const reactRouter = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction: Plugin = {
  name: 'portal-react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
      ],
    },
  }),
};

export default defineConfig({
  base: '/oa/',
  plugins: [
    react(),
    reactRouterProduction,
    endpointAddresses(),
    bootStages(),
    firstScreens(),
    precompressBuild(),
  ],
  resolve: {
    // The contract workspace is TypeScript source; point at it directly rather than through node_modules.
    alias: [
      { find: /^@portal\/contract$/, replacement: contract('index.ts') },
      { find: /^@portal\/contract\/(.+)$/, replacement: contract('$1.ts') },
    ],
  },
  server: {
    proxy: { '/console': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // Read by first-screens.ts: which chunks a lazily loaded module needs.
    manifest: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // React in a chunk of its own: left to itself the bundler puts antd's theme and CSS-in-JS
        // engine beside react-dom (both are shared by most chunks), and the public portal's home,
        // which uses no antd, would download them with React.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
