import { writeFileSync } from 'node:fs';
import { PERMISSIONS_DOC_PATH, renderPermissionsDoc } from '../server/auth/permissions-doc.ts';
import { PERMISSIONS } from '../server/auth/permissions-matrix.ts';

// `npm run docs:permissions`: writes docs/permissions.md from the permissions matrix. The matrix
// test fails while the committed file differs from what this would write.
writeFileSync(PERMISSIONS_DOC_PATH, renderPermissionsDoc(PERMISSIONS));
console.log(`wrote ${PERMISSIONS_DOC_PATH} (${PERMISSIONS.length} rows)`);
