import { databaseCheck, earthdistanceCheck, mailServerCheck, settingsChecks, checkLine } from '../server/production-checks.ts';
import { environment, loadConfigOrExit } from '../server/start.ts';

// npm run doctor: the checks a production start makes (server/production-checks.ts), and what
// only the configuration's own services can answer (the database opens and is migrated, the
// SMTP server takes our sign-in), with the environment `npm run serve` would start with,
// without starting a server. Exits 1 when anything needs fixing (README "Operating").

const config = loadConfigOrExit({ NODE_ENV: 'production' });
console.log(
  `Wildline doctor: the configuration \`npm run serve\` would start with (NODE_ENV=${config.env}${config.isProduction ? '' : ': the production settings are not checked'}).`,
);
const checks = [
  ...(config.isProduction ? settingsChecks(environment()) : []),
  await earthdistanceCheck(config.databaseUrl),
  await databaseCheck(config),
  await mailServerCheck(config),
  {
    name: 'METRICS_TOKEN',
    ok: true,
    detail: config.metricsToken ? 'set: GET /metrics answers its bearer' : 'not set: there is no GET /metrics (optional)',
  },
];
for (const check of checks) console.log(checkLine(check));
const toFix = checks.filter((check) => !check.ok).length;
console.log(toFix === 0 ? 'Nothing to fix.' : `${toFix} to fix.`);
process.exit(toFix === 0 ? 0 : 1);
