// The Chromium every browser run here starts (the browser tests through Playwright; the bench's Lighthouse, its smoke
// test and the party page's timing): the executables and the switches, in one place, with no dependency so that both
// sides can import it.
import { existsSync } from 'node:fs';

/** The switches every launch passes: a container without a sandbox or a GPU, nothing fetched in the background. */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Chromium the browser tests drive: Debian's `chromium-headless-shell` (Chromium's own headless build: the same
 * Blink and V8, without the desktop browser's UI layer), which `.ci/run` installs; Debian's `chromium` where it is not
 * installed. CHROMIUM_PATH picks another. The browser files are CPU-bound on CI's two cores, and on the same flows the
 * shell costs a fifth less CPU, nearly half of it in the browser process (the whole e2e group: ~1,050 against 1,290
 * CPU-seconds; docs/performance.md, "The test suite's own time").
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/**
 * The desktop build, for what the bench times in a browser (Lighthouse, the party page's time to interactive and its
 * profile): what an owner's Chrome runs, and what every earlier table measured. CHROME_PATH picks another.
 */
export const DESKTOP_CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's launch (chrome-launcher) of the desktop build, in its headless mode. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_SWITCHES];
