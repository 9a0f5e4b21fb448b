import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** The SPA's test files that need a module graph of their own (ADR 200). */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

const web: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  setupFiles: ['src/testing/setup.ts'],
  // Worker threads start faster than forked processes (ADR 130).
  pool: 'threads',
  // Longer than Testing Library's 10 s wait (src/testing/setup.ts), so a slow machine fails a
  // test on what it waited for, not on the runner's clock.
  testTimeout: 20_000,
};

// Pure/server code in Node; the SPA in jsdom.
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
            ...web,
            name: 'web',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [ISOLATED],
            // The files share their worker's modules and jsdom (ADR 200): each starts from
            // empty storage and a clean document (src/testing/setup.ts).
            isolate: false,
          },
        },
        {
          extends: true,
          // A file that needs modules of its own (a lazy chunk not loaded yet, a tag loaded
          // once per page) is named *.isolated.test.tsx.
          test: { ...web, name: 'web-isolated', include: [ISOLATED] },
        },
      ],
    },
  }),
);
