// DESIGN.md: every dependency must officially support the oldest Node this project runs on
// (package.json's `engines`, Node 20.19). i18next 27 and react-i18next 18 asked for Node 22 and
// slipped in with only npm's warning; `npm test` now stops on any direct dependency that does.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const own = JSON.parse(readFileSync('package.json', 'utf8'));
const oldest = semver.minVersion(own.engines.node);
const refused = [];
for (const name of [...Object.keys(own.dependencies), ...Object.keys(own.devDependencies)]) {
  const { version, engines } = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8'));
  if (engines?.node && !semver.satisfies(oldest, engines.node)) refused.push(`${name}@${version} wants Node ${engines.node}`);
}
if (refused.length) {
  console.error(
    `These dependencies do not support Node ${oldest} (package.json's engines: ${own.engines.node}):\n  ${refused.join('\n  ')}\nPin a version whose engines include it.`,
  );
  process.exit(1);
}
