import type { NamedStandardsLevel, StandardsLevelNames } from '../../../../common/matching.ts';

// The names of the standards levels as they were in the catalog before they became rows
// (decision 039). Migration 0023 inserts the same rows into every database, old or new; a test
// holds the two to each other (server/db/standards-levels-migration.test.ts).

export const standardsLevelSeeds: ({ code: NamedStandardsLevel } & StandardsLevelNames)[] = [
  { code: 'basic', name: 'Basic listing', nameEs: 'Perfil básico' },
  { code: 'association', name: 'National control-operators association standard', nameEs: 'Estándar de la asociación nacional de operadores de control' },
  { code: 'certified', name: 'Humane-practice certification', nameEs: 'Certificación en prácticas humanitarias' },
];
