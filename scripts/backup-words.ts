import path from 'node:path';
import type { Config } from '../server/config.ts';

// How `npm run backup` and `npm run restore` name what they worked on.

/** 'PostgreSQL wildline on db.example.org:5432' or 'the embedded database in /srv/wildline/data/pglite'; never the password. */
export function describeDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `the embedded database in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.pathname.slice(1)} on ${url.host}`;
}

export const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
