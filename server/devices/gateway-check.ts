// Replacing a device's gateway (spec §4: check, then import the configuration, then sync). The check
// lists every problem with its solution: the new gateway's SN or code (1103; checked under the guess
// limits by the caller, so a null CheckedCode is a wrong one), already bound (1104),
// remote-only (1114), a bound template made for another series (1112), and each part of the device's
// configuration the new gateway's series cannot hold (1505, 1706, 1707, 1701, 90004/1314).
import { Code } from '../../core/i18n/codes.ts'
import type { GatewaySeries } from '../../schemas/entities/equipment.ts'
import { ApiError, fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import { bindGateway, deviceRow, releaseGateway } from './binding.ts'
import { capacityOf } from './capacity.ts'
import { capacityProblems } from './config-checks.ts'
import { countsOf } from './config-owner.ts'
import { type CheckedCode, type GatewayRow, gatewayForBinding, seriesOfGateway } from './gateways.ts'
import { ProblemsError, problemOf, type StoredProblem } from './problems.ts'

export interface CheckResult {
  gateway: GatewayRow | null
  series: GatewaySeries | null
  problems: StoredProblem[]
}

export async function checkReplacement(
  db: Db,
  deviceId: string,
  sn: string,
  checked: CheckedCode | null,
): Promise<CheckResult> {
  const device = await deviceRow(db, deviceId)
  if (!device.gatewayId) fail(Code.noGatewayBound)
  let gateway: GatewayRow
  try {
    gateway = await gatewayForBinding(db, checked ?? fail(Code.snOrCodeWrong))
  } catch (error) {
    if (error instanceof ApiError) return { gateway: null, series: null, problems: [problemOf(sn, error)] }
    throw error
  }
  const series = seriesOfGateway(gateway)
  const problems: StoredProblem[] = []
  if (device.templateId) {
    const template = await db
      .selectFrom('templates')
      .select('gatewaySeries')
      .where('id', '=', device.templateId)
      .executeTakeFirstOrThrow()
    if (template.gatewaySeries !== series)
      problems.push({
        target: sn,
        code: Code.templateSeriesMismatch,
        kind: 'templateSeries',
        params: { template: template.gatewaySeries, series },
      })
  }
  const capacity = await capacityOf(db, { series, model: gateway.model })
  problems.push(
    ...capacityProblems(capacity, await countsOf(db, { kind: 'device', id: deviceId }), sn, series),
  )
  return { gateway, series, problems }
}

/**
 * Checks again, then moves the device to the new gateway: the old one is freed, the new one bound with
 * a new configuration version, so the platform's configuration (kept per device) is what it syncs.
 * Throws ProblemsError when the check finds any problem.
 */
export async function replaceGateway(
  db: Db,
  deviceId: string,
  orgId: string,
  sn: string,
  checked: CheckedCode | null,
  now: number,
) {
  const check = await checkReplacement(db, deviceId, sn, checked)
  if (!check.gateway || check.problems.length) throw new ProblemsError(check.problems)
  const oldGatewayId = await releaseGateway(db, deviceId, now)
  await bindGateway(db, deviceId, orgId, check.gateway, now)
  return { oldGatewayId, gatewayId: check.gateway.id }
}
