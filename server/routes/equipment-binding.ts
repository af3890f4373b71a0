// A device's gateway and template (`equipment/multi/bind…`, `unbind…`; spec §4, §5, §8 1101-1127):
// a gateway is bound by its 12-digit SN and 6-digit code (1103 wrong, 1005 after too many wrong ones:
// auth/guess-limit.ts; 1104 bound, 1114 remote-only),
// must hold the device's configuration (1505, 1706, 1707, 1701) and match a bound template's series
// (1112); a template replaces the device's configuration (1111 the same one, 1110 none to unbind).
import { BindGatewayAndTemplateBody } from '../../schemas/api/equipment.ts'
import { applyTemplate, bindGateway, detachTemplate, releaseGateway } from '../devices/binding.ts'
import { deviceById } from '../devices/device-list.ts'
import { gatewayForBinding, guardGatewayCode } from '../devices/gateways.ts'
import { readableTemplate } from '../devices/templates.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Services } from '../services.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

/** Runs a change of one device in a transaction and logs the device before and after. */
function changeDevice(
  s: Services,
  caller: Caller,
  now: number,
  id: string,
  action: string,
  change: (trx: Db) => Promise<void>,
) {
  return s.db.transaction().execute(async (trx) => {
    const before = await deviceById(trx, caller, id)
    await change(trx)
    const after = await deviceById(trx, caller, id)
    await recordChange(trx, actorOf(caller), now, {
      objectType: 'device',
      objectId: id,
      action,
      before,
      after,
    })
    return after
  })
}

export const equipmentBindingRoutes = [
  endpoint('equipment/multi/bindGateway', {
    summary:
      'bind a gateway by SN and code (1103 wrong, 1104 bound, 1114 remote-only, 1112 series, capacity codes)',
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now }) => {
      const code = await guardGatewayCode(s.db, {
        sn: body.sn,
        code: body.code,
        accountId: caller.accountId,
        now,
      })
      return changeDevice(s, caller, now, body.id, 'bindGateway', async (trx) => {
        await bindGateway(trx, body.id, caller.orgId, await gatewayForBinding(trx, code), now)
      })
    },
  }),

  route({
    path: 'equipment/multi/bindGatewayAndTemplate',
    summary: 'bind a gateway and apply a template in one step (both or neither)',
    bodySchema: BindGatewayAndTemplateBody,
    auth: 'manage_eg_equipment',
    idFields: { id: 'device', templateId: 'template' },
    handler: async ({ body, caller, s, now }) => {
      const code = await guardGatewayCode(s.db, {
        sn: body.sn,
        code: body.code,
        accountId: caller.accountId,
        now,
      })
      return changeDevice(s, caller, now, body.id, 'bindGatewayAndTemplate', async (trx) => {
        // The template first: the gateway is then checked against the template's series and size.
        await applyTemplate(trx, body.id, await readableTemplate(trx, caller, body.templateId), now)
        await bindGateway(trx, body.id, caller.orgId, await gatewayForBinding(trx, code), now)
      })
    },
  }),

  endpoint('equipment/multi/unbindGateway', {
    summary: 'unbind the gateway (1102 when none); the device keeps its configuration',
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now }) =>
      changeDevice(s, caller, now, body.id, 'unbindGateway', async (trx) => {
        await releaseGateway(trx, body.id, now)
      }),
  }),

  endpoint('equipment/multi/bindTemplate', {
    summary: "bind or replace the template: its configuration replaces the device's (1111 same, 1112 series)",
    auth: 'manage_eg_equipment',
    idFields: { id: 'device', templateId: 'template' },
    handler: async ({ body, caller, s, now }) =>
      changeDevice(s, caller, now, body.id, 'bindTemplate', async (trx) => {
        await applyTemplate(trx, body.id, await readableTemplate(trx, caller, body.templateId), now)
      }),
  }),

  endpoint('equipment/multi/unbindTemplate', {
    summary: 'unbind the template (1110 when none); the device keeps the configuration it has',
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now }) =>
      changeDevice(s, caller, now, body.id, 'unbindTemplate', async (trx) => {
        await detachTemplate(trx, body.id, now)
      }),
  }),
]
