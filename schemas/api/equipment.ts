// Bodies of the device calls (`equipment/multi/*`, `equip/advance/*`; platform spec §5, §7).
import Type, { type Static } from 'typebox'
import { GATEWAY_SN_PATTERN, VERIFY_CODE_PATTERN } from '../edge/config.ts'
import {
  Alarm,
  DEFAULT_VALUE_MODES,
  DeviceState,
  Driver,
  GatewaySeries,
  Report,
  Script,
  Variable,
} from '../entities/equipment.ts'
import { URL_FORMATS } from '../url.ts'
import { Id, OptionalId, Paging, Text } from './common.ts'

export const GatewaySn = Type.String({ pattern: GATEWAY_SN_PATTERN })
export const VerifyCode = Type.String({ pattern: VERIFY_CODE_PATTERN })

/** Spec §5: a device name is at most 25 characters (and not blank). */
export const DeviceName = Type.String({ minLength: 1, maxLength: 25, pattern: '\\S' })
/** Dates of the device card: YYYY-MM-DD after 1970, or '' for none. */
const DateOrBlank = Type.Union([
  Type.String({ format: 'date', pattern: '^(19[7-9][0-9]|[2-9][0-9]{3})-' }),
  Type.Literal(''),
])
const NumberOrBlank = (min: number, max: number) =>
  Type.Optional(Type.Union([Type.Number({ minimum: min, maximum: max }), Type.Literal(''), Type.Null()]))

const DeviceFields = {
  groupId: OptionalId,
  address: Type.Optional(Text(200)),
  /** at most 20 words (spec §5), checked by the handler with core/validation's rule */
  remark: Type.Optional(Text(200)),
  lng: NumberOrBlank(-180, 180),
  lat: NumberOrBlank(-90, 90),
  factoryDate: Type.Optional(DateOrBlank),
  installDate: Type.Optional(DateOrBlank),
  warrantyMonths: NumberOrBlank(0, 1200),
  manufacturer: Type.Optional(Text(64)),
  deviceNo: Type.Optional(Text(64)),
  iccid: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z]{0,22}$' })),
  /** the device's picture, by address (the URL allow-list) */
  image: Type.Optional(Type.String({ maxLength: 500, format: URL_FORMATS.image })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  defaultValueMode: Type.Optional(Type.Enum(DEFAULT_VALUE_MODES)),
}

export const DeviceAddBody = Type.Object({
  name: DeviceName,
  ...DeviceFields,
  /** give both to bind a gateway at once */
  sn: Type.Optional(Type.Union([GatewaySn, Type.Literal('')])),
  code: Type.Optional(Type.Union([VerifyCode, Type.Literal('')])),
  templateId: OptionalId,
})
export type DeviceAddBody = Static<typeof DeviceAddBody>

export const DeviceEditBody = Type.Object({ id: Id, name: Type.Optional(DeviceName), ...DeviceFields })
export type DeviceEditBody = Static<typeof DeviceEditBody>
export type DeviceFieldsInput = Omit<DeviceEditBody, 'id' | 'name'>

export const DeviceQueryBody = Type.Object({
  ...Paging,
  /** part of the name or the SN */
  keyword: Type.Optional(Text(64)),
  /** the group and its sub-groups */
  groupId: OptionalId,
  state: Type.Optional(DeviceState),
  templateId: OptionalId,
})
export type DeviceQueryBody = Static<typeof DeviceQueryBody>

export const DeviceQueryByUserBody = Type.Object({
  ...Paging,
  /** whose devices (created or authorised); the caller's own when absent */
  accountId: OptionalId,
})

export const BindGatewayBody = Type.Object({ id: Id, sn: GatewaySn, code: VerifyCode })
export type BindGatewayBody = Static<typeof BindGatewayBody>
export const BindTemplateBody = Type.Object({ id: Id, templateId: Id })
export const BindGatewayAndTemplateBody = Type.Object({ ...BindGatewayBody.properties, templateId: Id })

export const EquipIdBody = Type.Object({ equipId: Id })
export const SharePwdBody = Type.Object({
  equipId: Id,
  shared: Type.Boolean(),
  /** spec §5: 4 or more letters or digits; needed when sharing starts without a stored password */
  password: Type.Optional(Text(64)),
})
export type SharePwdBody = Static<typeof SharePwdBody>
export const ShareAuthBody = Type.Object({
  equipId: Id,
  auth: Type.Object({
    topMenu: Type.Optional(Type.Boolean()),
    menu: Type.Optional(Type.Boolean()),
    write: Type.Optional(Type.Boolean()),
  }),
})
export type ShareAuthBody = Static<typeof ShareAuthBody>

export const DeviceUserAddBody = Type.Object({
  equipId: Id,
  /** the account by id, or by login name */
  accountId: OptionalId,
  loginname: Type.Optional(Text(64)),
})
export type DeviceUserAddBody = Static<typeof DeviceUserAddBody>
export const DeviceUserDeleteBody = Type.Object({ equipId: Id, accountId: Id })

export const GatewayCheckBody = Type.Object({ id: Id, sn: GatewaySn, code: VerifyCode })
export type GatewayCheckBody = Static<typeof GatewayCheckBody>

export const DeviceCopyBody = Type.Object({
  id: Id,
  /** devices that receive the configuration; at most 100 per batch (1306) */
  targetIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }),
})
export type DeviceCopyBody = Static<typeof DeviceCopyBody>
export const DeviceImportBody = Type.Object({
  id: Id,
  /** the JSON text `equipment/multi/export` answered (server/devices/portable.ts) */
  document: Text(512 * 1024, 1),
})
export type DeviceImportBody = Static<typeof DeviceImportBody>

/** The file `equipment/multi/export` answers and `equipment/multi/import` takes. */
export const DEVICE_CONFIG_FORMAT = 'lfscada-device-config'
/** Raised when the file's shape changes; older files are refused as outdated (1702). */
export const DEVICE_CONFIG_FORMAT_VERSION = 1

/**
 * A driver in the file: its OPC password and private key stay behind (an import keeps the target's);
 * a file that still carries them reads, and uses them.
 */
export const FileDriver = Type.Object({
  ...Type.Omit(Driver, ['password', 'privateKey', 'hasPassword', 'hasPrivateKey']).properties,
  password: Type.Optional(Driver.properties.password),
  privateKey: Type.Optional(Driver.properties.privateKey),
})
export type FileDriver = Static<typeof FileDriver>

export const DeviceConfigFile = Type.Object({
  format: Type.Literal(DEVICE_CONFIG_FORMAT),
  formatVersion: Type.Integer({ minimum: 1 }),
  series: GatewaySeries,
  /** the device it was exported from; page documents naming it follow the import */
  sourceId: Type.String({ maxLength: 64 }),
  drivers: Type.Array(FileDriver, { maxItems: 1000 }),
  variables: Type.Array(Variable, { maxItems: 10_000 }),
  alarms: Type.Array(Alarm, { maxItems: 10_000 }),
  reports: Type.Array(Report, { maxItems: 1000 }),
  scripts: Type.Array(Script, { maxItems: 1000 }),
  pages: Type.Array(
    Type.Object({
      id: Type.String({ maxLength: 64 }),
      title: Type.String({ maxLength: 100 }),
      kind: Type.String({ maxLength: 16 }),
      width: Type.Integer({ minimum: 1, maximum: 100_000 }),
      height: Type.Integer({ minimum: 1, maximum: 100_000 }),
      isStart: Type.Boolean(),
      document: Type.String(),
      sort: Type.Integer(),
    }),
    { maxItems: 100 },
  ),
})
export type DeviceConfigFile = Static<typeof DeviceConfigFile>
