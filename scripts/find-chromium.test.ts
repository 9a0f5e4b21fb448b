// The browser-test Chromium lookup, in its order: CHROMIUM_PATH, Debian's, Playwright's own.
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.ts';

const present =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);
const playwrightOwn = () => '/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and says so when it points nowhere', () => {
    expect(findChromium({ chromiumPath: '/opt/chromium', exists: present('/opt/chromium', DEBIAN_CHROMIUM) })).toEqual({
      source: 'CHROMIUM_PATH',
      executablePath: '/opt/chromium',
    });
    const missing = findChromium({ chromiumPath: '/opt/none', exists: present(DEBIAN_CHROMIUM) });
    expect(missing).toEqual({
      source: 'none',
      message: `CHROMIUM_PATH is /opt/none, which does not exist. ${NO_CHROMIUM_MESSAGE}`,
    });
  });

  it('then Debian’s Chromium, then Playwright’s own when installed', () => {
    expect(
      findChromium({ exists: present(DEBIAN_CHROMIUM, playwrightOwn()), playwrightExecutable: playwrightOwn }),
    ).toEqual({ source: 'debian', executablePath: DEBIAN_CHROMIUM });
    expect(findChromium({ exists: present(playwrightOwn()), playwrightExecutable: playwrightOwn })).toEqual({
      source: 'playwright',
      executablePath: undefined,
    });
  });

  it('otherwise stops with one line naming both ways to get one', () => {
    const none = findChromium({ exists: present(), playwrightExecutable: playwrightOwn });
    expect(none).toEqual({ source: 'none', message: NO_CHROMIUM_MESSAGE });
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
    expect(NO_CHROMIUM_MESSAGE).toContain('apt-get install -y chromium');
    expect(NO_CHROMIUM_MESSAGE).toContain('npx playwright install chromium');
    // Playwright unable to say where its browser would be counts as not installed.
    expect(
      findChromium({
        exists: present(),
        playwrightExecutable: () => {
          throw new Error('no registry');
        },
      }),
    ).toEqual({ source: 'none', message: NO_CHROMIUM_MESSAGE });
  });
});
