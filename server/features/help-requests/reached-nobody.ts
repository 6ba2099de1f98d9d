import { sql, type SQL } from 'drizzle-orm';

/**
 * A help request that reached nobody: no listing was told of it, through an account or by e-mail,
 * in any round (decision 048). The one definition the metrics, their alert and the admin
 * overview read (README "Operating").
 */
export function reachedNobody(): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from provider_contacts told where told.request_id = ${sql.raw('"help_request_submissions"."id"')}
    and told.contact_type in ('notification', 'email'))`;
}
