// Which Chromium the browser tests drive (playwright.config.ts) and the benchmarks launch:
// CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else Playwright's own browser
// when it was installed (`npx playwright install chromium`); otherwise one line that says
// how to get one.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** How the tests and benches start Chromium here: headless, and quiet on a closed network. */
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

export const NO_CHROMIUM_MESSAGE =
  'No Chromium for the browser tests: install Debian’s (`sudo apt-get install -y chromium`) or Playwright’s ' +
  '(`npx playwright install chromium`), or set CHROMIUM_PATH to a Chromium binary.';

export type ChromiumChoice =
  | { source: 'CHROMIUM_PATH' | 'debian'; executablePath: string }
  /** Playwright launches its own build: no executablePath. */
  | { source: 'playwright'; executablePath: undefined }
  | { source: 'none'; message: string };

export interface ChromiumLookup {
  chromiumPath?: string | undefined;
  /** Where Playwright's own Chromium would be (chromium.executablePath()), if Playwright can tell. */
  playwrightExecutable?: () => string | undefined;
  exists?: (path: string) => boolean;
}

export function findChromium({
  chromiumPath = process.env.CHROMIUM_PATH,
  playwrightExecutable,
  exists = existsSync,
}: ChromiumLookup = {}): ChromiumChoice {
  if (chromiumPath) {
    if (exists(chromiumPath)) return { source: 'CHROMIUM_PATH', executablePath: chromiumPath };
    return {
      source: 'none',
      message: `CHROMIUM_PATH is ${chromiumPath}, which does not exist. ${NO_CHROMIUM_MESSAGE}`,
    };
  }
  if (exists(DEBIAN_CHROMIUM)) return { source: 'debian', executablePath: DEBIAN_CHROMIUM };
  let own: string | undefined;
  try {
    own = playwrightExecutable?.();
  } catch {
    own = undefined;
  }
  if (own && exists(own)) return { source: 'playwright', executablePath: undefined };
  return { source: 'none', message: NO_CHROMIUM_MESSAGE };
}
