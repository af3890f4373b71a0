// Equipment made through the API for the equipment tests and the generated tenant-isolation suite:
// registered gateways, devices with their configuration, templates, groups, and waiting for a job.
import { expect } from 'vitest'
import type { Job } from '../../../schemas/entities/equipment.ts'
import { ok, type Session, type TestServer } from './helpers.ts'

let nextSn = 300_000_000_000

/** Registers gateways through `system/hardware/register` (the session must be a platform administrator). */
export async function registerGateway(
  platform: Session,
  fields: { series?: string; bindScope?: string } = {},
): Promise<{ sn: string; code: string }> {
  const gateway = { sn: String(++nextSn), code: '246810' }
  await ok(platform.call('system/hardware/register', { gateways: [{ ...gateway, ...fields }] }))
  return gateway
}

/** Polls a device job until it has finished. */
export async function settledJob(session: Session, jobId: string): Promise<Job> {
  for (let i = 0; i < 200; i++) {
    const job = await ok<Job>(session.call('equipment/multi/job/info', { id: jobId }))
    if (job.state !== 'running') return job
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`job ${jobId} still running`)
}

/** A device with one driver, two variables, an alarm rule, a report and a script. */
export async function deviceWithConfig(session: Session, name = 'Fixture') {
  const device = await ok(session.call('equipment/multi/add', { name }))
  const equipmentId = device.id as string
  const driver = await ok(session.call('equipment/driver/add', { equipmentId, name: 'PLC', ip: '10.0.0.5' }))
  const variable = await ok(
    session.call('equipment/signal/add', {
      equipmentId,
      name: 'temp',
      driverId: driver.id,
      registerType: 'holdingRegister',
      address: 0,
      dataType: 'int16',
    }),
  )
  const other = await ok(
    session.call('equipment/signal/add', {
      equipmentId,
      name: 'level',
      driverId: driver.id,
      registerType: 'holdingRegister',
      address: 1,
      dataType: 'uint16',
      rw: 'rw',
    }),
  )
  const alarm = await ok(
    session.call('equipment/alarm/add', { equipmentId, variableId: variable.id, condition: 'gt', value: 50 }),
  )
  const report = await ok(
    session.call('equipment/report/add', {
      equipmentId,
      name: 'Hourly',
      variableIds: [variable.id, other.id],
    }),
  )
  const script = await ok(
    session.call('equipment/script/add', { equipmentId, name: 'Boot', strategy: 'onStart' }),
  )
  return { device, driver, variable, other, alarm, report, script }
}

/** One entity of each equipment kind for the tenant-isolation suite. */
export async function equipmentEntityFixtures(
  server: TestServer,
  org: { admin: Session },
  platform: Session,
): Promise<Record<string, string>> {
  const { admin } = org
  const { device, driver, variable, alarm, report, script } = await deviceWithConfig(admin)
  const { sn, code } = await registerGateway(platform)
  await ok(admin.call('equipment/multi/add', { name: 'Fixture gateway', sn, code }))
  const gateway = await server.db
    .selectFrom('gateways')
    .select('id')
    .where('sn', '=', sn)
    .executeTakeFirstOrThrow()
  const group = await ok(admin.call('monitor/group/add', { name: 'Fixture' }))
  const template = await ok(admin.call('template/add', { name: 'Fixture', type: 'private' }))
  const { jobId } = await ok(admin.call('equipment/multi/import', { id: device.id, document: '{}' }))
  const job = await settledJob(admin, jobId)
  expect(job.state).toBe('failed')
  return {
    device: device.id,
    gateway: gateway.id,
    driver: driver.id,
    variable: variable.id,
    alarmRule: alarm.id,
    report: report.id,
    script: script.id,
    group: group.id,
    template: template.id,
    deviceJob: jobId,
  }
}
