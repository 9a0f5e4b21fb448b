import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: pure/server code in Node, the SPA in jsdom.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine,
      // where most of a test's time is spent waiting on a database or a server. Two workers
      // there (ADR 098); the default elsewhere.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup.ts'],
            // Worker threads start faster than forked processes; each file still gets its own
            // modules and jsdom (ADR 130).
            pool: 'threads',
            // Longer than Testing Library's 10 s wait (src/testing/setup.ts), so a slow
            // machine fails a test on what it waited for, not on the runner's clock.
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
