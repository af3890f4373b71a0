// The protocols' calls (issue 35; schemas/api/protocols.ts): read by everyone signed in, since the driver
// and variable forms are built from them; kept by the platform administrators.
import { PLATFORM_ADMIN_KEY } from '../../schemas/api/permissions.ts'
import {
  deleteRegisterType,
  protocolView,
  protocolViews,
  saveProtocol,
  saveRegisterType,
} from '../devices/protocols.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { endpoint } from './endpoint.ts'

const auth = PLATFORM_ADMIN_KEY

export const protocolRoutes = [
  endpoint('system/protocol/query', {
    summary: 'the driver protocols with their names, data types and register types',
    auth: 'user',
    handler: async ({ s }) => protocolViews(s.db),
  }),

  endpoint('system/protocol/save', {
    summary: "rename a protocol (2101 when another has the name) and set its variables' data types",
    auth,
    handler: async ({ body, caller, s, now }) => {
      await saveProtocol(s.db, body, now)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'protocol',
        objectId: body.key,
        action: 'edit',
        after: body,
      })
      return protocolView(s.db, body.key)
    },
  }),

  endpoint('system/protocol/register/save', {
    summary: 'add a register type of a Modbus protocol or change the one named `previous` (2102: name taken)',
    auth,
    handler: async ({ body, caller, s, now }) => {
      const { previous, ...def } = body
      await saveRegisterType(s.db, def, previous)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'registerType',
        objectId: `${def.protocol}/${def.name}`,
        action: previous === undefined ? 'add' : 'edit',
        after: def,
      })
      return protocolView(s.db, def.protocol)
    },
  }),

  endpoint('system/protocol/register/delete', {
    summary: 'remove a register type no variable reads (10004 otherwise)',
    auth,
    handler: async ({ body, caller, s, now }) => {
      await deleteRegisterType(s.db, body.protocol, body.name)
      await recordChange(s.db, actorOf(caller), now, {
        objectType: 'registerType',
        objectId: `${body.protocol}/${body.name}`,
        action: 'delete',
      })
      return protocolView(s.db, body.protocol)
    },
  }),
]
