import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompressStaticSite } from './server/static/static-site.ts';

const apiPort = Number(process.env.PORT ?? 3000);

/**
 * Writes brotli and gzip copies of the build beside its files once, here, so the server
 * loads them at start instead of compressing at maximum quality on every start.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vaultmark-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressStaticSite(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Vite's preload helper stays on its own: the entry needs it, and in a group it
              // would make the entry load that whole group before the page has painted.
              name: 'preload-helper',
              test: /preload-helper/,
              priority: 20,
            },
            {
              // Libraries every page needs: one chunk instead of several small ones (small
              // files compress worse apart), cached across releases of the app's own code.
              name: 'vendor',
              // zod: only what zod/mini uses. Classic zod (a library on one page, Scalar's, asks
              // for it) must stay in that page's chunks, not in what every page loads.
              // Only the app's own copies (a library's nested copy stays with that library).
              test: /^(?!.*node_modules[\\/].*node_modules[\\/]).*node_modules[\\/](?:zod[\\/](?:mini|v4[\\/](?:mini|core|locales))[\\/](?!to-json-schema|json-schema)|(?:tailwind-merge|clsx|@tanstack[\\/](?:query-core|react-query)|zustand|react|react-dom|react-router|scheduler)[\\/])/,
              priority: 10,
            },
            {
              // The app's own small modules nearly every page uses: one chunk, not ten tiny ones.
              name: 'shared',
              test: /[\\/]src[\\/](lib[\\/](utils|format|api-client|query-client)|components[\\/]ui[\\/](card|skeleton|button|alert|spinner))\.tsx?$|[\\/]domain[\\/](errors|routes|schemas[\\/](common|constituents|prices|home))\.ts$/,
              priority: 5,
            },
            {
              // What every page starts once it is up — the auth engine, the market-data loader,
              // the analytics record — with what they need: one file instead of a dozen small ones.
              name: 'start',
              test: /[\\/]src[\\/](features[\\/]auth[\\/]lib[\\/]auth-engine|app[\\/]market-data[\\/]start-market-data|lib[\\/]analytics)\.tsx?$/,
              includeDependenciesRecursively: true,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
