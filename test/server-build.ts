import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';

// React Router's production build, as `npm run build` leaves it: importing the server entry
// starts nothing and hands out the build (server/main.ts), so integration tests can serve every
// page in process, in front of their own database.

export const SERVER_BUILD_ENTRY = path.resolve('build/server/index.js');

export const serverBuildExists = () => existsSync(SERVER_BUILD_ENTRY);

export async function loadServerBuild(): Promise<ServerBuild> {
  if (!serverBuildExists()) throw new Error(`${SERVER_BUILD_ENTRY} is missing: run npm run build`);
  const entry = (await import(pathToFileURL(SERVER_BUILD_ENTRY).href)) as { serverBuild: ServerBuild };
  return entry.serverBuild;
}
