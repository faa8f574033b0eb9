// The web app is served under /oa/ (DESIGN §5); in development the API is proxied to the server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointAddresses } from './endpoint-addresses.ts';
import { firstScreens } from './first-screens.ts';

const contract = (file: string) => fileURLToPath(new URL(`../contract/src/${file}`, import.meta.url));

export default defineConfig({
  base: '/oa/',
  plugins: [react(), endpointAddresses(), firstScreens()],
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
