// The SPA's server renderer (src/entry-server.tsx, ADR 093): Vite's SSR build into
// build/ssr/entry-server.mjs, which the server imports at start (server/ssr/page-renderer.ts).
// npm packages stay imports (node_modules is there at run time); the route modules become
// chunks beside the entry, loaded for the pages rendered. Part of `npm run build`.
//
//   npx vite build -c vite.ssr.config.ts
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const SSR_OUT_DIR = 'build/ssr';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
    },
  },
  // The built renderer runs in production: React's production server build.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // Lucide's package entry re-exports every icon, each its own module: imported from
  // node_modules at run time it makes Node load all 2,403 of them at every start
  // (171 ms here). Bundled, the renderer carries only the icons the pages draw.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        entryFileNames: 'entry-server.mjs',
        chunkFileNames: 'chunks/[name]-[hash].mjs',
      },
    },
  },
});
