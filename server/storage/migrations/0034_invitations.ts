// Invitations and self-registration (issue 34). An administrator invites by a code (shared as a link
// `/enroll/{code}` or as the code itself) naming the kind of account, its role and department; the invitee
// proves a phone or an e-mail with a code sent through the notifier and sets a name and a password. A role
// may be opened to self-registration (`/register/{token}`): the token is random and per role, since role
// uuids are chosen by administrators and only unique within one enterprise. Verification codes of both
// flows belong to no account yet, so they have their own table. Enterprises carry their internal and
// external account limits (spec §8: 1012, 1013).
import type { Migration } from 'kysely'
import { type AnyDb, index, notNullText, tenantTable } from './columns.ts'

export const invitations: Migration = {
  async up(db: AnyDb) {
    await tenantTable(db, 'invitations')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('role_id', 'text', (c) => c.references('roles.id').onDelete('set null'))
      .addColumn('dept_id', 'text', (c) => c.references('departments.id').onDelete('set null'))
      .addColumn('remark', 'text', notNullText)
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('accepted_at', 'bigint')
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('set null'))
      .addColumn('created_by', 'text')
      .execute()
    await index(db, 'invitations', ['code'], true)
    await index(db, 'invitations', ['org_id', 'created_at'])

    await db.schema
      .createTable('enroll_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('enterprises.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute()
    await index(db, 'enroll_codes', ['subject', 'target'])

    await db.schema.alterTable('roles').addColumn('register_token', 'text').execute()
    await db.schema.alterTable('roles').addColumn('register_kind', 'text', notNullText).execute()
    await db.schema.alterTable('roles').addColumn('register_dept_id', 'text').execute()
    await index(db, 'roles', ['register_token'])
    await db.schema
      .alterTable('enterprises')
      .addColumn('max_internal_accounts', 'integer', (c) => c.notNull().defaultTo(1000))
      .execute()
    await db.schema
      .alterTable('enterprises')
      .addColumn('max_external_accounts', 'integer', (c) => c.notNull().defaultTo(1000))
      .execute()
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('enterprises').dropColumn('max_external_accounts').execute()
    await db.schema.alterTable('enterprises').dropColumn('max_internal_accounts').execute()
    await db.schema.dropIndex('roles_register_token_ix').execute()
    for (const column of ['register_dept_id', 'register_kind', 'register_token'])
      await db.schema.alterTable('roles').dropColumn(column).execute()
    await db.schema.dropTable('enroll_codes').execute()
    await db.schema.dropTable('invitations').execute()
  },
}
