// Gateway replacement and configuration transfer (spec §4): `equip/advance/checkGateway` lists the
// problems (with solutions) replacing a device's gateway would meet, `replaceGateway` checks again
// and moves the device to the new gateway, whose new configuration version makes the edge link sync
// it. `equipment/multi/export` answers a device's configuration as a file; `import` and `copy` start
// jobs (`equipment/multi/job/info` for progress) that write it to devices of the same series (1106,
// 1105), at most 100 per batch (1306).
import { Code } from '../../core/i18n/codes.ts'
import type { GatewayCheck } from '../../schemas/entities/equipment.ts'
import { deviceRow } from '../devices/binding.ts'
import { capacityOf } from '../devices/capacity.ts'
import { capacityProblems, countsOfSet, setProblems } from '../devices/config-checks.ts'
import { kindOf, markConfigChanged, seriesOf } from '../devices/config-owner.ts'
import { loadConfigSet, replaceConfig } from '../devices/config-set.ts'
import { deviceById } from '../devices/device-list.ts'
import { checkReplacement, replaceGateway } from '../devices/gateway-check.ts'
import { tryGatewayCode } from '../devices/gateways.ts'
import { jobView, startJob } from '../devices/jobs.ts'
import { exportFile, parseFile, withStoredSecrets } from '../devices/portable.ts'
import { ProblemsError, problemView } from '../devices/problems.ts'
import { fail } from '../http/api-error.ts'
import { langOf } from '../http/envelope.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import { endpoint } from './endpoint.ts'

/** Devices per copy batch (spec §9 "100 modules per batch", 1306). */
export const MAX_BATCH = 100

export const equipmentAdvanceRoutes = [
  endpoint('equip/advance/checkGateway', {
    summary:
      "check a replacement gateway (SN and code) against the device's configuration: problems with solutions",
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now, req }): Promise<GatewayCheck> => {
      const code = await tryGatewayCode(s.db, {
        sn: body.sn,
        code: body.code,
        accountId: caller.accountId,
        now,
      })
      const check = await checkReplacement(s.db, body.id, body.sn, code)
      const lang = langOf(req)
      return {
        ok: check.problems.length === 0,
        sn: body.sn,
        series: check.series,
        problems: check.problems.map((p) => problemView(p, lang)),
      }
    },
  }),

  endpoint('equip/advance/replaceGateway', {
    summary:
      'replace the gateway: check (the first problem’s code, all problems in data), move, new config version to sync',
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now, req }) => {
      const code = await tryGatewayCode(s.db, {
        sn: body.sn,
        code: body.code,
        accountId: caller.accountId,
        now,
      })
      try {
        return await s.db.transaction().execute(async (trx) => {
          const before = await deviceById(trx, caller, body.id)
          const moved = await replaceGateway(trx, body.id, caller.orgId, body.sn, code, now)
          const after = await deviceById(trx, caller, body.id)
          await recordChange(trx, actorOf(caller), now, {
            objectType: 'device',
            objectId: body.id,
            action: 'replaceGateway',
            before,
            after,
          })
          return {
            steps: [
              { step: 'check', state: 'success' },
              { step: 'import', state: 'success' },
              { step: 'sync', state: after.synced ? 'success' : 'pending' },
            ],
            oldGatewayId: moved.oldGatewayId,
            device: after,
          }
        })
      } catch (error) {
        if (!(error instanceof ProblemsError)) throw error
        const problems = error.problems.map((p) => problemView(p, langOf(req)))
        return fail(problems[0]?.code ?? Code.paramInvalid, { problems })
      }
    },
  }),

  endpoint('equipment/multi/export', {
    summary:
      "the device's configuration as a file for import (drivers, signals, alarms, reports, scripts, pages)",
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, s }) => {
      const owner = { kind: 'device', id: body.id } as const
      return exportFile(await loadConfigSet(s.db, owner), await seriesOf(s.db, owner))
    },
  }),

  endpoint('equipment/multi/import', {
    summary:
      "start a job replacing the device's configuration with an exported file (1702 outdated, 1106 series)",
    auth: 'manage_eg_equipment',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s, now }) => {
      const owner = { kind: 'device', id: body.id } as const
      const step = {
        target: body.id,
        async run(trx: typeof s.db, at: number) {
          const { set: fileSet, series } = parseFile(body.document)
          const set = await withStoredSecrets(trx, owner, fileSet)
          const targetSeries = await seriesOf(trx, owner)
          if (series !== targetSeries)
            fail(Code.importSeriesMismatch, { kind: 'series', file: series, series: targetSeries })
          const problems = [
            ...setProblems(set, body.id),
            ...capacityProblems(
              await capacityOf(trx, await kindOf(trx, owner)),
              countsOfSet(set),
              body.id,
              targetSeries,
            ),
          ]
          if (problems.length) throw new ProblemsError(problems)
          const device = await deviceRow(trx, body.id)
          await replaceConfig(trx, owner, device.orgId, set, at)
          await markConfigChanged(trx, owner, at)
          await recordChange(trx, actorOf(caller), at, {
            objectType: 'device',
            objectId: body.id,
            action: 'import',
          })
        },
      }
      return { jobId: await startJob(s, caller, 'import', [step], { equipmentId: body.id }, now) }
    },
  }),

  endpoint('equipment/multi/copy', {
    summary:
      "start a job copying the device's configuration to other devices of its series (1105), ≤ 100 (1306)",
    auth: 'manage_eg_equipment',
    idFields: { id: 'device', targetIds: 'device' },
    handler: async ({ body, caller, s, now }) => {
      const targets = [...new Set(body.targetIds)]
      if (targets.length > MAX_BATCH) fail(Code.batchTooLarge, { max: MAX_BATCH })
      if (targets.includes(body.id))
        fail(Code.paramInvalid, { field: 'targetIds', reason: 'the source itself' })
      const source = { kind: 'device', id: body.id } as const
      const set = await loadConfigSet(s.db, source)
      const series = await seriesOf(s.db, source)
      const steps = targets.map((target) => ({
        target,
        async run(trx: typeof s.db, at: number) {
          const owner = { kind: 'device', id: target } as const
          const device = await deviceRow(trx, target)
          const targetSeries = await seriesOf(trx, owner)
          if (targetSeries !== series)
            fail(Code.copySeriesMismatch, { kind: 'series', source: series, series: targetSeries })
          const capacity = await capacityOf(trx, await kindOf(trx, owner))
          const problems = capacityProblems(capacity, countsOfSet(set), target, targetSeries)
          if (problems.length) throw new ProblemsError(problems)
          await replaceConfig(trx, owner, device.orgId, set, at)
          await markConfigChanged(trx, owner, at)
          await recordChange(trx, actorOf(caller), at, {
            objectType: 'device',
            objectId: target,
            action: 'copy',
            after: { from: body.id },
          })
        },
      }))
      return {
        jobId: await startJob(s, caller, 'copy', steps, { equipmentId: body.id, targetIds: targets }, now),
      }
    },
  }),

  endpoint('equipment/multi/job/info', {
    summary: 'a device job of the caller: state, progress (done of total), problems with solutions',
    auth: 'manage_eg_equipment',
    idFields: { id: 'deviceJob' },
    handler: async ({ body, s, req }) => {
      const row = await s.db
        .selectFrom('deviceJobs')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow()
      return jobView(row, langOf(req))
    },
  }),
]
