import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
              // Libraries every page needs: one chunk instead of several small ones (small
              // files compress worse apart), cached across releases of the app's own code.
              name: 'vendor',
              test: /node_modules[\\/](zod|tailwind-merge|clsx|@tanstack|zustand|react|react-dom|react-router|scheduler)[\\/]/,
              priority: 10,
            },
            {
              // The app's own small modules nearly every page uses: one chunk, not ten tiny ones.
              name: 'shared',
              test: /[\\/]src[\\/](lib[\\/](utils|format|api-client|query-client)|components[\\/]ui[\\/](card|skeleton|button|alert|spinner))\.tsx?$|[\\/]domain[\\/](errors|routes|schemas[\\/](common|constituents|prices|home))\.ts$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
