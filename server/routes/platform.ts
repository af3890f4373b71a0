// The platform administrators' calls (issue 35; platform spec §2 "Platform admin"): gateway models and
// their capacities (`system/model/*`), the catalogue lists of the admin menu (`system/catalog/*`:
// configuration models, market, app versions, products), the data dictionary (`system/dict/*`) and the
// licence (`system/license/*`). Every one needs `platform_admin`; the rows are platform-wide, named by name.
import { Code } from '../../core/i18n/codes.ts'
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import type { CatalogEntryView, CatalogKind } from '../../schemas/entities/platform.ts'
import { deleteModel, modelView, saveModel } from '../devices/models.ts'
import { assertCentre, centreOrgIds } from '../gm/centres.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { dictValue, dictView, paramDef, setDictValue } from '../params/dictionary.ts'
import { installLicence, licenceView } from '../params/licence.ts'
import { isUniqueViolation } from '../storage/errors.ts'
import type { PlatformCatalogTable } from '../storage/tables/platform.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

const auth = PLATFORM_ADMIN_KEY

type EntryRow = Omit<PlatformCatalogTable, 'document'>
const ENTRY_COLUMNS = ['kind', 'name', 'version', 'url', 'notes', 'published', 'updatedAt'] as const

const entryView = (row: EntryRow): CatalogEntryView => ({
  kind: row.kind as CatalogKind,
  name: row.name,
  version: row.version,
  url: row.url,
  notes: row.notes,
  published: row.published === 1,
  updatedAt: row.updatedAt,
})

const like = (keyword: string | undefined) => `%${(keyword ?? '').replace(/[%_\\]/g, '')}%`

export const platformRoutes = [
  endpoint('system/model/query', {
    summary:
      'gateway models with their capacities and how many registered gateways are of each (those an operating centre’s use)',
    auth,
    handler: async ({ body, s }) => {
      if (body.centre) await assertCentre(s.db, body.centre)
      const query = s.db
        .selectFrom('gatewayModels')
        .selectAll()
        .$if(!!body.keyword, (qb) => qb.where('model', 'like', like(body.keyword)))
        .$if(!!body.centre, (qb) =>
          qb.where(
            'model',
            'in',
            s.db
              .selectFrom('gateways')
              .select('model')
              .where('orgId', 'in', centreOrgIds(s.db, body.centre as string)),
          ),
        )
        .orderBy('series')
        .orderBy('model')
      const page = await pageOf(query, body, (row) => row)
      return { ...page, list: await Promise.all(page.list.map((row) => modelView(s.db, row))) }
    },
  }),

  endpoint('system/model/save', {
    summary: "add a gateway model or change its capacities (a series' own model keeps its series)",
    auth,
    handler: async ({ body, caller, s, now }) => {
      const row = await saveModel(s.db, body, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'gatewayModel',
        objectId: body.model,
        action: 'save',
        after: body,
      })
      return modelView(s.db, row)
    },
  }),

  endpoint('system/model/delete', {
    summary: "remove a gateway model no gateway is of (10004 otherwise, and for a series' own)",
    auth,
    handler: async ({ body, caller, s, now }) => {
      await deleteModel(s.db, body.model)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'gatewayModel',
        objectId: body.model,
        action: 'delete',
      })
      return null
    },
  }),

  endpoint('system/catalog/query', {
    summary: 'a list of the admin menu (configuration models, market, app versions, products)',
    auth,
    handler: async ({ body, s }) => {
      const query = s.db
        .selectFrom('platformCatalog')
        .select(ENTRY_COLUMNS)
        .where('kind', '=', body.kind)
        .$if(!!body.keyword, (qb) => qb.where('name', 'like', like(body.keyword)))
        .orderBy('updatedAt', 'desc')
        .orderBy('name')
      return pageOf(query, body, entryView)
    },
  }),

  endpoint('system/catalog/save', {
    summary: 'add an entry, or change the one named `previous` (a name taken: 90007)',
    auth,
    handler: async ({ body, caller, s, now }) => {
      const { previous, ...entry } = body
      const row = { ...entry, published: entry.published ? 1 : 0, updatedAt: now }
      try {
        if (previous === undefined) await s.db.insertInto('platformCatalog').values(row).execute()
        else {
          const updated = await s.db
            .updateTable('platformCatalog')
            .set(row)
            .where('kind', '=', body.kind)
            .where('name', '=', previous)
            .executeTakeFirst()
          if (Number(updated.numUpdatedRows) === 0) fail(Code.noDataOrPermission)
        }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        fail(Code.nameExists, { name: body.name })
      }
      await recordChange(s.db, actorOf(caller), now, {
        objectType: `catalog.${body.kind}`,
        objectId: body.name,
        action: previous === undefined ? 'add' : 'edit',
        after: entry,
      })
      return entryView(row)
    },
  }),

  endpoint('system/catalog/delete', {
    summary: 'remove an entry of a list',
    auth,
    handler: async ({ body, caller, s, now }) => {
      const deleted = await s.db
        .deleteFrom('platformCatalog')
        .where('kind', '=', body.kind)
        .where('name', '=', body.name)
        .executeTakeFirst()
      if (Number(deleted.numDeletedRows) === 0) fail(Code.noDataOrPermission)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: `catalog.${body.kind}`,
        objectId: body.name,
        action: 'delete',
      })
      return null
    },
  }),

  endpoint('system/dict/query', {
    summary: 'the data dictionary: every typed system parameter with its value, default and bounds',
    auth,
    handler: async ({ s }) => dictView(s.db),
  }),

  endpoint('system/dict/edit', {
    summary: 'set a parameter (10001/10002 against its type and bounds; empty: its default), no restart',
    auth,
    handler: async ({ body, caller, s, now }) => {
      const def = paramDef(body.key)
      await setDictValue(s.db, body.key, body.value, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'systemParam',
        objectId: body.key,
        action: 'edit',
        after: { value: def.type === 'secret' ? '••••' : body.value },
      })
      const view = (await dictView(s.db)).find((p) => p.key === body.key)
      if (!view) fail(Code.paramInvalid, { field: 'key' })
      return view
    },
  }),

  endpoint('system/map/tiles', {
    summary: "the dictionary's map tile template for the platform's maps ('' none: the offline layer)",
    auth: 'user',
    handler: async ({ s }) => ({ template: await dictValue(s.db, 'map.tileUrl') }),
  }),

  endpoint('system/license/query', {
    summary: 'the licence installed (none: no limits) and the enterprises and gateways used against it',
    auth,
    handler: async ({ s, now }) => licenceView(s.db, s.config.licenceTestKeys, now),
  }),

  endpoint('system/license/install', {
    summary: "install a licence file signed with the vendor's key (10001: malformed or not signed so)",
    auth,
    handler: async ({ body, caller, s, now }) => {
      const licence = await installLicence(s.db, body.licence, s.config.licenceTestKeys, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'licence',
        objectId: licence.id,
        action: 'install',
        after: licence,
      })
      return licenceView(s.db, s.config.licenceTestKeys, now)
    },
  }),
]
