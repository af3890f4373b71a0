// Configuration sync (platform spec §4 "platform-versus-gateway mismatch", §7 Equipment callback): the
// device's configuration goes to its gateway as a versioned document; the gateway applies it and reports
// the version it runs, which is what `synced` shows. The sync answers a uuid, polled on
// `equipment/multi/callback` until the gateway's answer (or 1301). The driver screen browses an OPC UA
// driver's nodes the same way: a command to the gateway, its answer polled.
import { Code } from '../../core/i18n/codes.ts'
import { COMMANDS } from '../../schemas/api/command-endpoints.ts'
import { UuidBody } from '../../schemas/api/live.ts'
import { driverView } from '../devices/config-rows/drivers.ts'
import { sendBrowse, sendConfiguration } from '../edge-link/send.ts'
import { fail } from '../http/api-error.ts'
import { actorOf } from '../oplog/record.ts'
import { ownCommand } from './signal.ts'
import { route } from './types.ts'

export const syncRoutes = [
  route({
    path: 'equipment/multi/sync',
    summary:
      "send the device's configuration to its gateway (1102 unbound, 1304 offline, 1337 sleeping); answers a uuid",
    bodySchema: COMMANDS['equipment/multi/sync'].body,
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) => ({
      uuid: await sendConfiguration(s.realtime, body.equipmentId, actorOf(caller), now),
      online: true,
    }),
  }),

  route({
    path: 'equipment/driver/browse',
    summary:
      "browse an OPC UA driver's nodes through the device's gateway (the Objects folder without opcNode); answers a uuid",
    bodySchema: COMMANDS['equipment/driver/browse'].body,
    auth: 'manage_eg_equipment',
    idFields: { id: 'driver' },
    handler: async ({ body, caller, s, now }) => {
      const row = await s.db
        .selectFrom('drivers')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow()
      if (row.deviceId === null) return fail(Code.noGatewayBound)
      if (driverView(row).protocol !== 'opcUa')
        return fail(Code.paramInvalid, { field: 'id', reason: 'not an OPC UA driver' })
      const command = {
        deviceId: row.deviceId,
        driverId: row.id,
        ...(body.opcNode ? { nodeId: body.opcNode } : {}),
      }
      return { uuid: await sendBrowse(s.realtime, command, actorOf(caller), now), online: true }
    },
  }),

  route({
    path: 'equipment/multi/callback',
    summary:
      'the state of an asynchronous device command by uuid: pending, success with its result, or failure',
    bodySchema: UuidBody,
    auth: 'user',
    handler: async ({ body, caller, s, now }) =>
      s.realtime.commands.poll(await ownCommand(s, caller, body.uuid), now),
  }),
]
