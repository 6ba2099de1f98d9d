// `npm test` stops here, before minutes of type-checking and building, when the end-to-end
// tests' browser is missing, so the failure comes at once and says what to install: Debian's chromium-headless-shell, as e2e/chromium.ts expects it.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `Chromium's headless shell is missing at ${path}; the end-to-end tests need it. Install it with:\n\n  sudo apt-get install -y chromium-headless-shell\n\n(or set CHROME_PATH to a Chromium of your own), then run npm test again.`,
  );
  process.exit(1);
}
