// Authorisation to external parties (issue 32, platform spec §6, §7 `api/pmsn/*`): an administrator lists
// the enterprise's grants (or those made to it), finds a party, grants it devices and projects and
// cancels a grant.
// What a grant opens to the grantee is tenancy/granted.ts.
import {
  addExternalGrant,
  cancelExternalGrant,
  findParty,
  queryExternalGrants,
} from '../org/external-grants.ts'
import { endpoint } from './endpoint.ts'

const AUTH = 'manage_api_list'

export const externalGrantRoutes = [
  endpoint('api/pmsn/queryAuthExternal', {
    summary:
      'a page of the grants the enterprise made to external parties (or, `received`, those made to it)',
    auth: AUTH,
    handler: ({ body, caller, s, now }) => queryExternalGrants(s, caller, body, now),
  }),

  endpoint('api/pmsn/queryUnAuthExternal', {
    summary: 'find an external party by one of its accounts’ login names or its enterprise id: its name',
    auth: AUTH,
    handler: ({ body, caller, s }) => findParty(s.db, caller, body.party),
  }),

  endpoint('api/pmsn/auth', {
    summary:
      'grant an external party devices and projects of the enterprise, read-only or with writes, until an optional expiry',
    auth: AUTH,
    idFields: { deviceIds: 'device', projectIds: 'project' },
    handler: ({ body, caller, s, now }) => addExternalGrant(s, caller, body, now),
  }),

  endpoint('api/pmsn/cancelAuth', {
    summary:
      'cancel a grant: the party’s calls on its devices are refused and its live sockets close at once',
    auth: AUTH,
    idFields: { id: 'externalGrant' },
    handler: ({ body, caller, s, now }) => cancelExternalGrant(s, caller, body.id, now),
  }),
]
