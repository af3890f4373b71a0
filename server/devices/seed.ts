// Demo equipment for a new installation: a registered gateway (SN 100000000001, code 123456) bound to
// a demo device whose Modbus TCP driver reads the PLC simulator (127.0.0.1, port PLC_PORT or 1502)
// with every simulated signal, an alarm rule and a history report; and a second, unbound gateway
// (100000000002, code 654321) to try "add a device" with. The variables mirror the simulator's register
// map (edge/plc-simulator/signals.ts; server code does not import edge/), with the simulator's names
// as ids, so the device's document equals `demoGatewayConfig` in drivers and variables — a test holds
// the two together. The gateway's configuration version is 2, above the demo document's 1, so a
// gateway started from that document is sent the platform's (with the alarm and the report).
import { randomUUID } from 'node:crypto'
import type { ByteOrder, RegisterType, VariableDataType } from '../../schemas/edge/config.ts'
import type { SeedStep } from '../seed.ts'
import { alarmColumns, alarmDefaults } from './config-rows/alarms.ts'
import { driverColumns, driverDefaults } from './config-rows/drivers.ts'
import { reportColumns, reportDefaults } from './config-rows/reports.ts'
import { variableColumns, variableDefaults } from './config-rows/variables.ts'
import { insertReportVariables } from './config-set.ts'
import { hashGatewaySecret } from './gateway-secrets.ts'

export const DEMO_GATEWAY = { sn: '100000000001', code: '123456' } as const
export const SPARE_GATEWAY = { sn: '100000000002', code: '654321' } as const
export const DEMO_DRIVER_ID = 'plc1'
export const DEMO_CONFIG_VERSION = 2

type Signal = [
  name: string,
  registerType: RegisterType,
  address: number,
  dataType: VariableDataType,
  unit?: string,
  byteOrder?: ByteOrder,
  writable?: true,
]

/** The simulator's signals: name, table, address, type, unit, byte order (ABCD unless said), writable. */
const DEMO_SIGNALS: readonly Signal[] = [
  ['temperature', 'inputRegister', 0, 'float32', '°C'],
  ['level', 'inputRegister', 2, 'float32', '%'],
  ['pulses', 'inputRegister', 4, 'uint16'],
  ['pressure_raw', 'inputRegister', 5, 'int16'],
  ['energy', 'inputRegister', 6, 'uint32', '', 'CDAB'],
  ['flow', 'inputRegister', 8, 'float64', 'm³/h'],
  ['vibration', 'inputRegister', 12, 'int16'],
  ['current', 'inputRegister', 13, 'float32', 'A', 'DCBA'],
  ['setpoint', 'holdingRegister', 0, 'int16', '', undefined, true],
  ['mode_word', 'holdingRegister', 1, 'uint16', '', undefined, true],
  ['speed_sp', 'holdingRegister', 2, 'float32', 'rpm', undefined, true],
  ['batch_size', 'holdingRegister', 4, 'int32', '', undefined, true],
  ['recipe_mass', 'holdingRegister', 6, 'float64', 'kg', 'BADC', true],
  ['cycles', 'holdingRegister', 10, 'uint16'],
  ['pump_run', 'coil', 0, 'bit', '', undefined, true],
  ['valve_open', 'coil', 1, 'bit', '', undefined, true],
  ['lamp', 'coil', 2, 'bit'],
  ['heartbeat', 'discreteInput', 0, 'bit'],
  ['temp_high', 'discreteInput', 1, 'bit'],
]

/** State maps of the demo's switches and modes, so their values read as words (platform spec §3). */
const DEMO_MAPPINGS: Readonly<Record<string, { value: number; text: string }[]>> = {
  pump_run: [
    { value: 0, text: '停止 Stopped' },
    { value: 1, text: '运行 Running' },
  ],
  valve_open: [
    { value: 0, text: '关闭 Closed' },
    { value: 1, text: '打开 Open' },
  ],
  mode_word: [
    { value: 0, text: '停机 Off' },
    { value: 1, text: '自动 Auto' },
    { value: 2, text: '手动 Manual' },
  ],
}

export const plcPortFromEnv = (): number => Number(process.env.PLC_PORT) || 1502

export const seedDemoEquipment: SeedStep = async (db, { now, orgId, adminId }) => {
  const stamp = { orgId, createdAt: now, updatedAt: now }
  const gateway = async (sn: string, code: string, bound: boolean) => {
    const hash = await hashGatewaySecret(sn, code)
    return {
      id: randomUUID(),
      orgId: bound ? orgId : null,
      sn,
      codeHash: hash,
      credentialHash: hash,
      series: 'standard',
      model: 'LF-EG100',
      firmwareVersion: '1.0.0',
      networkMode: 'ethernet',
      signalStrength: null,
      settings: JSON.stringify({ bindScope: 'any', workMode: 'standard' }),
      configVersion: bound ? DEMO_CONFIG_VERSION : 0,
      lastSeenAt: null,
      createdAt: now,
      updatedAt: now,
    }
  }
  const demoGateway = await gateway(DEMO_GATEWAY.sn, DEMO_GATEWAY.code, true)
  await db
    .insertInto('gateways')
    .values([demoGateway, await gateway(SPARE_GATEWAY.sn, SPARE_GATEWAY.code, false)])
    .execute()

  const groupId = randomUUID()
  await db
    .insertInto('deviceGroups')
    .values({ id: groupId, ...stamp, parentId: null, name: '演示产线 Demo line', depth: 1 })
    .execute()
  const deviceId = randomUUID()
  await db
    .insertInto('devices')
    .values({
      id: deviceId,
      ...stamp,
      ownerId: adminId,
      name: '演示设备 Demo device',
      groupId,
      gatewayId: demoGateway.id,
      templateId: null,
      templateVersion: null,
      address: '上海 Shanghai',
      lng: 121.4737,
      lat: 31.2304,
      settings: JSON.stringify({ manufacturer: 'lfscada', deviceNo: 'DEMO-001' }),
      remark: '连接 PLC 模拟器 PLC simulator',
    })
    .execute()

  const owner = { ...stamp, deviceId, templateId: null }
  const driver = driverDefaults({
    name: 'Simulated PLC',
    brand: 'lfscada',
    model: 'plc-simulator',
    ip: '127.0.0.1',
    tcpPort: plcPortFromEnv(),
  })
  await db
    .insertInto('drivers')
    .values({ id: DEMO_DRIVER_ID, ...owner, ...driverColumns(driver) })
    .execute()
  await db
    .insertInto('variables')
    .values(
      DEMO_SIGNALS.map(
        ([name, registerType, address, dataType, unit = '', byteOrder = 'ABCD', writable], sort) => ({
          id: name,
          ...owner,
          ...variableColumns(
            variableDefaults({
              name,
              driverId: DEMO_DRIVER_ID,
              registerType,
              address,
              dataType,
              byteOrder,
              rw: writable ? 'rw' : 'r',
              unit,
              decimals: dataType.startsWith('float') ? 3 : 0,
              mappings: DEMO_MAPPINGS[name] ?? [],
              sort,
            }),
          ),
        }),
      ),
    )
    .execute()
  const alarm = alarmDefaults({
    variableId: 'temperature',
    condition: 'gt',
    value: 35,
    level: 'important',
    text: '温度过高 Temperature high',
    // the simulated temperature crosses 35 once a minute and stays under it for about 45 s: back 2 °C
    // past the limit for a minute before it clears, it is one alarm whose repeats are counted (issue 31)
    deadband: 2,
    offDelayS: 60,
  })
  await db
    .insertInto('alarmRules')
    .values({ id: randomUUID(), ...owner, ...alarmColumns(alarm) })
    .execute()
  const report = reportDefaults({
    name: '过程值 Process values',
    variableIds: ['temperature', 'level', 'flow', 'current'],
  })
  const reportId = randomUUID()
  await db
    .insertInto('reports')
    .values({ id: reportId, ...owner, ...reportColumns(report) })
    .execute()
  await insertReportVariables(db, reportId, orgId, report.variableIds)
}
