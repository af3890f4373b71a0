// Templates through HTTP (`template/*`): made empty or from a device's configuration, listed for
// managing and for binding (public versus private), changed (series under bound gateways: 1112),
// deleted (3109 while in use), at most 100 per enterprise (3101), and copied by a job.
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { Template } from '../../../schemas/entities/equipment.ts'
import { check } from '../../../schemas/validate.ts'
import { MAX_TEMPLATES } from '../../../server/devices/templates.ts'
import { deviceWithConfig, registerGateway, settledJob } from './equipment-fixtures.ts'
import { createAccount, createEnterprise, ok, type Session, serverWithEnterprise } from './helpers.ts'

const { server, platform, org, admin } = await serverWithEnterprise()
afterAll(() => server.close())

describe('templates', () => {
  it("is made from a device's configuration with its references intact", async () => {
    const source = await deviceWithConfig(admin, 'Source')
    const page = await server.db
      .insertInto('pages')
      .values({
        id: randomUUID(),
        orgId: org.orgId,
        projectId: null,
        deviceId: source.device.id,
        templateId: null,
        title: 'Overview',
        kind: 'main',
        passwordHash: null,
        width: 800,
        height: 600,
        document: JSON.stringify({
          widgets: [
            {
              text: source.variable.id,
              binding: { equipId: source.device.id, signalId: source.variable.id },
            },
          ],
        }),
        createdAt: server.clock.now(),
        updatedAt: server.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ok(
      admin.call('equipment/report/add', {
        equipmentId: source.device.id,
        name: 'When hot',
        storageMode: 'conditional',
        trigger: `${source.variable.id} > 30`,
        variableIds: [source.other.id],
      }),
    )
    const template = await ok(
      admin.call('template/add', { name: 'From device', equipmentId: source.device.id, type: 'public' }),
    )
    expect(check(Template, template).ok).toBe(true)
    expect(template).toMatchObject({
      gatewaySeries: 'standard',
      type: 'public',
      deviceCount: 0,
      configVersion: 0,
    })
    const detail = await ok(admin.call('template/detail', { id: template.id }))
    expect(detail.drivers.map((d: { name: string }) => d.name)).toEqual(['PLC'])
    const [temp, level] = detail.variables
    expect(temp).toMatchObject({
      name: 'temp',
      driverId: detail.drivers[0].id,
      templateId: template.id,
      equipmentId: null,
    })
    expect(temp.id).not.toBe(source.variable.id)
    expect(detail.alarms[0].variableId).toBe(temp.id)
    expect(detail.reports[0].variableIds).toEqual([temp.id, level.id])
    expect(detail.reports[1]).toMatchObject({ trigger: `${temp.id} > 30`, variableIds: [level.id] })
    expect(detail.scripts.map((s: { name: string }) => s.name)).toEqual(['Boot'])
    expect(detail.pages).toEqual([{ id: expect.any(String), title: 'Overview', kind: 'main' }])
    const copied = await server.db
      .selectFrom('pages')
      .select('document')
      .where('templateId', '=', template.id)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(copied.document)).toEqual({
      widgets: [{ text: source.variable.id, binding: { equipId: template.id, signalId: temp.id } }],
    })
    expect(page.id).not.toBe(detail.pages[0].id)
  })

  it('lists for managing (own) and for binding (public and own), filtered by series and keyword', async () => {
    const role = await ok(
      admin.call('org/role/add', {
        uuid: 'tpl',
        name: 'Tpl',
        auths: ['manage_eg_equipment', 'manage_eg_template'],
      }),
    )
    const user = await (await createAccount(server, admin, { roleId: role.id })).session()
    await ok(admin.call('template/add', { name: 'Admin private' }))
    await ok(admin.call('template/add', { name: 'Admin public', type: 'public', gatewaySeries: 'pro' }))
    await ok(user.call('template/add', { name: 'User private' }))
    const names = async (s: Session, path: string, body: object = {}) =>
      (await ok(s.call(path, { pageSize: 100, ...body }))).list.map((t: { name: string }) => t.name).sort()
    expect(await names(user, 'template/queryForManage')).toEqual(['User private'])
    expect(await names(user, 'template/query')).toEqual(
      expect.arrayContaining(['Admin public', 'User private']),
    )
    expect(await names(user, 'template/query')).not.toContain('Admin private')
    expect(await names(admin, 'template/queryForManage')).toEqual(
      expect.arrayContaining(['Admin private', 'User private']),
    )
    expect(await names(admin, 'template/query', { gatewaySeries: 'pro' })).toEqual(['Admin public'])
    expect(await names(admin, 'template/query', { keyword: 'User' })).toEqual(['User private'])
    const hidden = (await ok(admin.call('template/query', { keyword: 'Admin private' }))).list[0]
    expect((await user.call('template/detail', { id: hidden.id })).code).toBe(Code.noDataOrPermission)
    expect((await user.call('template/edit', { id: hidden.id, name: 'x' })).code).toBe(
      Code.noDataOrPermission,
    )
  })

  it("cannot move to another series under bound gateways (1112) nor past the new series' capacity", async () => {
    const template = await ok(admin.call('template/add', { name: 'Series' }))
    for (let i = 0; i < 9; i++)
      await ok(admin.call('equipment/driver/add', { templateId: template.id, name: `D${i}`, ip: '10.0.0.1' }))
    expect(await admin.call('template/edit', { id: template.id, gatewaySeries: 'lite' })).toMatchObject({
      code: Code.driverOverCapacity,
      data: { max: 8 },
    })
    const device = await ok(
      admin.call('equipment/multi/add', {
        name: 'Bound',
        templateId: template.id,
        ...(await registerGateway(platform)),
      }),
    )
    expect(device.templateSynced).toBe(true)
    expect((await admin.call('template/edit', { id: template.id, gatewaySeries: 'pro' })).code).toBe(
      Code.templateSeriesMismatch,
    )
    const renamed = await ok(
      admin.call('template/edit', { id: template.id, name: 'Renamed', remark: 'hall 2', type: 'public' }),
    )
    expect(renamed).toMatchObject({ name: 'Renamed', remark: 'hall 2', type: 'public', deviceCount: 1 })
    expect((await ok(admin.call('equipment/multi/info', { id: device.id }))).templateName).toBe('Renamed')
  })

  it('is not deleted while a device is bound (3109); deleting takes its configuration', async () => {
    const template = await ok(admin.call('template/add', { name: 'In use' }))
    await ok(admin.call('equipment/driver/add', { templateId: template.id, name: 'PLC', ip: '10.0.0.1' }))
    const device = await ok(admin.call('equipment/multi/add', { name: 'User', templateId: template.id }))
    expect(await admin.call('template/delete', { id: template.id })).toMatchObject({
      code: Code.templateInUse,
      data: { devices: 1 },
    })
    await ok(admin.call('equipment/multi/unbindTemplate', { id: device.id }))
    await ok(admin.call('template/delete', { id: template.id }))
    expect(
      await server.db.selectFrom('drivers').select('id').where('templateId', '=', template.id).execute(),
    ).toEqual([])
    expect(await ok(admin.call('equipment/driver/query', { equipmentId: device.id }))).toHaveLength(1)
  })

  it('is copied by a job under a new name', async () => {
    const source = await deviceWithConfig(admin, 'For copy')
    const template = await ok(admin.call('template/add', { name: 'Original', equipmentId: source.device.id }))
    const { jobId } = await ok(admin.call('template/copy', { id: template.id, name: 'Copy' }))
    const job = await settledJob(admin, jobId)
    expect(job).toMatchObject({ kind: 'templateCopy', state: 'completed', total: 1, done: 1, problems: [] })
    const copy = await ok(admin.call('template/detail', { id: job.result.copyId }))
    expect(copy).toMatchObject({ name: 'Copy', type: 'private' })
    expect(copy.variables.map((v: { name: string }) => v.name)).toEqual(['temp', 'level'])
    expect(copy.alarms[0].variableId).toBe(copy.variables[0].id)
  })

  it('at most 100 per enterprise (3101), also for a copy', async () => {
    const team = await createEnterprise(server, platform)
    const now = server.clock.now()
    const rows = Array.from({ length: MAX_TEMPLATES - 1 }, (_, i) => ({
      id: randomUUID(),
      orgId: team.orgId,
      ownerId: team.adminId,
      name: `t${i}`,
      type: 'private',
      gatewaySeries: 'standard',
      createdAt: now,
      updatedAt: now,
    }))
    await server.db.insertInto('templates').values(rows).execute()
    const last = await ok(team.admin.call('template/add', { name: 'Hundredth' }))
    expect(await team.admin.call('template/add', { name: 'One more' })).toMatchObject({
      code: Code.templateCapacity,
      data: { max: 100 },
    })
    const { jobId } = await ok(team.admin.call('template/copy', { id: last.id, name: 'Copy' }))
    const job = await settledJob(team.admin, jobId)
    expect(job).toMatchObject({
      state: 'failed',
      problems: [expect.objectContaining({ code: Code.templateCapacity, target: last.id })],
    })
  })
})
