// Gateway hardware: `hardware/queryBySn` (spec §7) looks a gateway up before binding it; the
// platform administrators register gateways (SN, verification code, series, model) under
// `system/hardware/*` (the `system/hardware` screen of the platform-admin menu) and page through them.
import { Code } from '../../core/i18n/codes.ts'
import { QueryBySnBody } from '../../schemas/api/hardware.ts'
import { gatewayView, guardGatewayCode, registerGateways } from '../devices/gateways.ts'
import { withModelSeries } from '../devices/models.ts'
import { assertCentre, centreOrgIds } from '../gm/centres.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { assertLicenceRoom } from '../params/licence.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { MAX_BATCH } from './equipment-advance.ts'
import { route } from './types.ts'

export const hardwareRoutes = [
  route({
    path: 'hardware/queryBySn',
    summary:
      'a gateway by SN: one of the caller’s enterprise; any other only with its code (1103 without it, ' +
      'unknown or wrong, under the guess limits; 1104 bound elsewhere)',
    bodySchema: QueryBySnBody,
    auth: 'manage_eg_equipment',
    handler: async ({ body, caller, s, now }) => {
      // one query for every case, so an unknown SN takes no shorter path than a known one
      const found = await s.db
        .selectFrom('gateways')
        .leftJoin('devices', 'devices.gatewayId', 'gateways.id')
        .selectAll('gateways')
        .select(['devices.id as equipmentId', 'devices.orgId as deviceOrgId'])
        .where('gateways.sn', '=', body.sn)
        .executeTakeFirst()
      const equipmentId = found?.equipmentId ?? null
      if (found && equipmentId && found.deviceOrgId === caller.orgId)
        return { ...gatewayView(found, true), equipmentId }
      // Free, bound elsewhere and unknown answer alike without the code: SNs cannot be enumerated.
      if (body.code === undefined) fail(Code.snOrCodeWrong)
      await guardGatewayCode(s.db, { sn: body.sn, code: body.code, accountId: caller.accountId, now })
      if (!found) fail(Code.snOrCodeWrong)
      if (equipmentId) fail(Code.gatewayAlreadyBound)
      return { ...gatewayView(found, false), equipmentId: null }
    },
  }),

  endpoint('system/hardware/register', {
    summary:
      'register gateways (SN, code, series, model, firmware), ≤ 100 per batch (1306; 1303 twice, 1023 taken)',
    auth: 'platform_admin',
    handler: async ({ body, caller, s, now, req }) => {
      if (body.gateways.length > MAX_BATCH) fail(Code.batchTooLarge, { max: MAX_BATCH })
      const licence = { db: s.db, testKeys: s.config.licenceTestKeys, now }
      await assertLicenceRoom(licence, 'gateways', body.gateways.length)
      const gateways = await withModelSeries(s.db, body.gateways)
      const registered = await s.db.transaction().execute(async (trx) => {
        const ids = await registerGateways(trx, gateways, now)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'gateway',
          objectId: ids[0] as string,
          action: 'register',
          after: { sns: body.gateways.map((g) => g.sn) },
        })
        return { count: ids.length, ids }
      })
      // the codes pass through here only: an external broker with its own accounts gets them now
      await s.gatewayLogins?.add(body.gateways.map(({ sn, code }) => ({ sn, code }))).catch((error) => {
        req.log.error({ err: error }, 'gateway logins not created on the MQTT broker')
        console.error(`MQTT broker: logins of ${body.gateways.length} new gateway(s) not created: ${error}`)
      })
      return registered
    },
  }),

  endpoint('system/hardware/query', {
    summary:
      'page through every registered gateway and the enterprise holding it (keyword on SN or model; an operating centre’s)',
    auth: 'platform_admin',
    handler: async ({ body, s }) => {
      if (body.centre) await assertCentre(s.db, body.centre)
      const query = s.db
        .selectFrom('gateways')
        .leftJoin('enterprises', 'enterprises.id', 'gateways.orgId')
        .selectAll('gateways')
        .select('enterprises.name as orgName')
        .$if(!!body.keyword, (qb) =>
          qb.where((eb) =>
            eb.or([
              eb('gateways.sn', 'like', `%${body.keyword}%`),
              eb('gateways.model', 'like', `%${body.keyword}%`),
            ]),
          ),
        )
        .$if(body.bound === true, (qb) => qb.where('gateways.orgId', 'is not', null))
        .$if(body.bound === false, (qb) => qb.where('gateways.orgId', 'is', null))
        .$if(!!body.centre, (qb) =>
          qb.where('gateways.orgId', 'in', centreOrgIds(s.db, body.centre as string)),
        )
        .orderBy('gateways.sn')
      return pageOf(query, body, (row) => ({
        ...gatewayView(row, row.orgId !== null),
        orgId: row.orgId,
        orgName: row.orgName ?? '',
      }))
    },
  }),
]
