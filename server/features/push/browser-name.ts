import { englishOnly } from '../../../common/i18n.ts';
// What a device list calls a browser, from its User-Agent: "Chrome on Android". Only a label the
// person reads to tell their devices apart; nothing depends on it being right. It is stored as the
// device's name, as a name typed for it would be, so it stays English on a Spanish page.
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function browserName(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? englishOnly('A browser');
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return system ? englishOnly(`${browser} on ${system}`) : browser;
}
