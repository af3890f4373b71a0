// Enterprise calls: platform administrators create enterprises (each with its administrator) and list
// them all; everyone else sees and edits only their own (`org/enterprise/*`, `org/my/info`).
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { createEnterprise } from '../org/enterprises.ts'
import { assertLicenceRoom } from '../params/licence.ts'
import { accountView } from '../views/account.ts'
import { enterpriseView } from '../views/org.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

export const enterpriseRoutes = [
  endpoint('org/enterprise/query', {
    summary: 'page through enterprises: all of them for a platform administrator, else one’s own',
    auth: 'manage_orgal_enterprise',
    handler: async ({ body, caller, s }) => {
      const query = s.db
        .selectFrom('enterprises')
        .selectAll()
        .$if(!caller.auths.has(PLATFORM_ADMIN_KEY), (qb) => qb.where('id', '=', caller.orgId))
        .$if(!!body.keyword, (qb) => qb.where('name', 'like', `%${body.keyword}%`))
        .orderBy('createdAt')
        .orderBy('id')
      return pageOf(query, body, enterpriseView)
    },
  }),

  endpoint('org/enterprise/add', {
    summary: 'create an enterprise with its administrator account (platform administrators)',
    auth: PLATFORM_ADMIN_KEY,
    handler: async ({ body, caller, s, now }) => {
      await assertLicenceRoom({ db: s.db, testKeys: s.config.licenceTestKeys, now }, 'enterprises', 1)
      return s.db.transaction().execute(async (trx) => {
        const { enterprise, admin } = await createEnterprise(trx, body, caller.accountId, now)
        const view = enterpriseView(enterprise)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'enterprise',
          objectId: view.id,
          action: 'add',
          after: view,
        })
        // Logged in the new enterprise too, so its administrators see where their account came from.
        await recordChange(trx, { ...actorOf(caller), orgId: view.id }, now, {
          objectType: 'account',
          objectId: admin.id,
          action: 'add',
          after: accountView(admin),
        })
        return { ...view, admin: accountView(admin) }
      })
    },
  }),

  endpoint('org/enterprise/edit', {
    summary: "change one's own enterprise's name and contact details",
    auth: 'manage_orgal_enterprise',
    idFields: { id: 'enterprise' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const { id, ...fields } = body
        const before = await trx
          .selectFrom('enterprises')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
        const row = await trx
          .updateTable('enterprises')
          .set({ ...fields, updatedAt: now })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = enterpriseView(row)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'enterprise',
          objectId: id,
          action: 'edit',
          before: enterpriseView(before),
          after,
        })
        return after
      }),
  }),

  endpoint('org/my/info', {
    summary: "the caller's enterprise",
    auth: 'user',
    handler: async ({ caller, s }) =>
      enterpriseView(
        await s.db
          .selectFrom('enterprises')
          .selectAll()
          .where('id', '=', caller.orgId)
          .executeTakeFirstOrThrow(),
      ),
  }),

  endpoint('org/queryCompanyAndExternal', {
    summary: "the caller's enterprise and its external accounts",
    auth: 'user',
    handler: async ({ caller, s }) => {
      const company = await s.db
        .selectFrom('enterprises')
        .selectAll()
        .where('id', '=', caller.orgId)
        .executeTakeFirstOrThrow()
      const externals = await s.db
        .selectFrom('accounts')
        .selectAll()
        .where('orgId', '=', caller.orgId)
        .where('kind', '=', 'external')
        .orderBy('loginname')
        .execute()
      return { company: enterpriseView(company), externals: externals.map(accountView) }
    },
  }),
]
