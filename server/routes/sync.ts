// Configuration sync (platform spec §4 "platform-versus-gateway mismatch", §7 Equipment callback): the
// device's configuration goes to its gateway as a versioned document; the gateway applies it and reports
// the version it runs, which is what `synced` shows. The sync answers a uuid, polled on
// `equipment/multi/callback` until the gateway's answer (or 1301).
import { EquipmentBody, UuidBody } from '../../schemas/api/live.ts'
import { sendConfiguration } from '../edge-link/send.ts'
import { actorOf } from '../oplog/record.ts'
import { ownCommand } from './signal.ts'
import { route } from './types.ts'

export const syncRoutes = [
  route({
    path: 'equipment/multi/sync',
    summary:
      "send the device's configuration to its gateway (1102 unbound, 1304 offline, 1337 sleeping); answers a uuid",
    bodySchema: EquipmentBody,
    auth: 'manage_eg_equipment',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) => ({
      uuid: await sendConfiguration(s.realtime, body.equipmentId, actorOf(caller), now),
      online: true,
    }),
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
