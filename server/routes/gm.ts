// The GM centre (issue 36, platform spec §2 `/monitor/gm/*`, §6): the fleet list, operating-centre figures
// and the operator's gateway groups for platform administrators and operators of operating centres
// (server/tenancy/gm-scope.ts: anyone else 90003), and the centres themselves for platform administrators.

import { centreInfo } from '../gm/centre.ts'
import { centreViews, deleteCentre, grantCentre, saveCentre } from '../gm/centres.ts'
import { addGroup, groupViews, renameGroup, setGroupGateways } from '../gm/groups.ts'
import { gmList } from '../gm/list.ts'
import { gmMap } from '../gm/map.ts'
import { centreScope, gmScope } from '../tenancy/gm-scope.ts'
import { endpoint } from './endpoint.ts'

export const gmRoutes = [
  endpoint('gm/list', {
    summary:
      'the gateways of the caller’s GM scope, a keyset page (`after`), filtered, with a kept total (90003 outside it)',
    auth: 'user',
    idFields: { groupId: 'gmGroup' },
    handler: async ({ body, caller, s, now }) =>
      gmList(s.db, await gmScope(s.db, caller, false), body, s.realtime.ingest.rates, now),
  }),
  endpoint('gm/ocInfo', {
    summary:
      'an operating centre’s figures (or the whole scope’s): gateways by state, alarming, rates, firmware',
    auth: 'user',
    handler: async ({ body, caller, s, now }) =>
      centreInfo(s.db, await gmScope(s.db, caller), body.centre, s.realtime.ingest.rates, now),
  }),
  endpoint('gm/map', {
    summary: 'the located gateways of the scope (or one centre) for its map: position, state, alarming',
    auth: 'user',
    handler: async ({ body, caller, s }) =>
      gmMap(s.db, await gmScope(s.db, caller, body.centre !== undefined), body.centre),
  }),
  endpoint('gm/live/token', {
    summary:
      'a token for ws/gm/subscribe: the scope’s (or one centre’s) gateway changes and values per second',
    auth: 'user',
    handler: async ({ body, caller, s }) => {
      const whole = await gmScope(s.db, caller, body.centre !== undefined)
      const scope = body.centre ? centreScope(whole, body.centre) : whole
      return s.realtime.tokens.issue({
        kind: 'fleet',
        accountId: caller.accountId,
        scope: { all: scope.all, orgIds: new Set(scope.orgIds) },
      })
    },
  }),
  endpoint('gm/oc/query', {
    summary: 'every operating centre with its enterprises and operators',
    auth: 'platform_admin',
    handler: ({ s }) => centreViews(s.db),
  }),
  endpoint('gm/oc/save', {
    summary: 'add an operating centre or rename it and set its enterprises',
    auth: 'platform_admin',
    handler: ({ body, caller, s, now }) => saveCentre(s.db, caller, body, now),
  }),
  endpoint('gm/oc/grant', {
    summary:
      'grant an operator (login name) an operating centre, read or write; `granted: false` takes it back',
    auth: 'platform_admin',
    handler: ({ body, caller, s, now }) => grantCentre(s.db, caller, body, now),
  }),
  endpoint('gm/oc/delete', {
    summary: 'delete an operating centre (its grants go with it)',
    auth: 'platform_admin',
    handler: ({ body, caller, s, now }) => deleteCentre(s.db, caller, body.centre, now),
  }),
  endpoint('gm/group/query', {
    summary: 'the caller’s GM groups with their gateway counts',
    auth: 'user',
    handler: async ({ caller, s }) => {
      await gmScope(s.db, caller, false)
      return groupViews(s.db, caller.accountId)
    },
  }),
  endpoint('gm/group/add', {
    summary: 'add a GM group',
    auth: 'user',
    handler: async ({ body, caller, s, now }) => {
      await gmScope(s.db, caller)
      return addGroup(s.db, caller.accountId, body.name, now)
    },
  }),
  endpoint('gm/group/edit', {
    summary: 'rename a GM group',
    auth: 'user',
    idFields: { groupId: 'gmGroup' },
    handler: async ({ body, caller, s, now }) => {
      await gmScope(s.db, caller)
      return renameGroup(s.db, caller.accountId, body.groupId, body.name, now)
    },
  }),
  endpoint('gm/group/delete', {
    summary: 'delete a GM group (its gateways stay)',
    auth: 'user',
    idFields: { groupId: 'gmGroup' },
    handler: async ({ body, caller, s }) => {
      await gmScope(s.db, caller)
      await s.db.deleteFrom('gmGroups').where('id', '=', body.groupId).execute()
      return { deleted: 1 }
    },
  }),
  endpoint('gm/group/gateways', {
    summary: 'put gateways (by SN, in the caller’s scope) in a GM group or take them out',
    auth: 'user',
    idFields: { groupId: 'gmGroup' },
    handler: async ({ body, caller, s }) =>
      setGroupGateways(s.db, await gmScope(s.db, caller), caller.accountId, body.groupId, body),
  }),
]
