// The device calls in the endpoint map (schemas/api/endpoints.ts): the device card, its gateway and
// template, sharing and authorised users, configuration transfer jobs, gateway replacement, Sparkplug
// ids and adoption (server/routes/equipment*.ts, sparkplug.ts).
import Type from 'typebox'
import { Device, DeviceUser, GatewayCheck, Job, ShareInfo, Variable } from '../entities/equipment.ts'
import { CardView } from './cards.ts'
import { PageOf } from './common.ts'
import {
  BindGatewayBody,
  BindTemplateBody,
  DeviceAddBody,
  DeviceConfigFile,
  DeviceCopyBody,
  DeviceEditBody,
  DeviceImportBody,
  DeviceQueryBody,
  DeviceUserAddBody,
  DeviceUserDeleteBody,
  EquipIdBody,
  GatewayCheckBody,
  ShareAuthBody,
  SharePwdBody,
} from './equipment.ts'
import { EquipmentBody } from './live.ts'
import { IdBody } from './org.ts'
import { AdoptBody, DiscoveredList, DismissBody, SparkplugGroupBody, SparkplugInfo } from './sparkplug.ts'

/** What the calls starting a device job answer; `equipment/multi/job/info` follows it. */
export const JobStart = Type.Object({ jobId: Type.String() })

/** A gateway replaced: the steps it went through, the gateway it freed and the device after. */
export const GatewayReplaced = Type.Object({
  steps: Type.Array(
    Type.Object({
      step: Type.String(),
      state: Type.Union([Type.Literal('success'), Type.Literal('pending')]),
    }),
  ),
  oldGatewayId: Type.String(),
  device: Device,
})

export const EQUIPMENT_ENDPOINTS = {
  'equipment/multi/query': { body: DeviceQueryBody, answer: PageOf(Device) },
  'equipment/multi/info': { body: IdBody, answer: Device },
  /** the IoT card the device's ICCID field names, among its enterprise's cards; null when none */
  'equipment/multi/card': { body: IdBody, answer: Type.Union([CardView, Type.Null()]) },
  'equipment/multi/add': { body: DeviceAddBody, answer: Device },
  'equipment/multi/edit': { body: DeviceEditBody, answer: Device },
  'equipment/multi/delete': { body: IdBody, answer: Type.Null() },
  'equipment/multi/bindGateway': { body: BindGatewayBody, answer: Device },
  'equipment/multi/unbindGateway': { body: IdBody, answer: Device },
  'equipment/multi/bindTemplate': { body: BindTemplateBody, answer: Device },
  'equipment/multi/unbindTemplate': { body: IdBody, answer: Device },
  'equipment/multi/share/info': { body: EquipIdBody, answer: ShareInfo },
  'equipment/multi/share/editPwd': { body: SharePwdBody, answer: ShareInfo },
  'equipment/multi/share/editAuth': { body: ShareAuthBody, answer: ShareInfo },
  'equipment/multi/user/query': { body: EquipIdBody, answer: Type.Array(DeviceUser) },
  'equipment/multi/user/add': { body: DeviceUserAddBody, answer: Type.Array(DeviceUser) },
  'equipment/multi/user/delete': { body: DeviceUserDeleteBody, answer: Type.Array(DeviceUser) },
  'equip/advance/checkGateway': { body: GatewayCheckBody, answer: GatewayCheck },
  'equip/advance/replaceGateway': { body: GatewayCheckBody, answer: GatewayReplaced },
  'equipment/multi/export': { body: IdBody, answer: DeviceConfigFile },
  'equipment/multi/import': { body: DeviceImportBody, answer: JobStart },
  'equipment/multi/copy': { body: DeviceCopyBody, answer: JobStart },
  'equipment/multi/job/info': { body: IdBody, answer: Job },
  'equipment/sparkplug/info': { body: EquipmentBody, answer: SparkplugInfo },
  'equipment/sparkplug/group': { body: SparkplugGroupBody, answer: SparkplugInfo },
  'equipment/discovered/query': { body: EquipmentBody, answer: DiscoveredList },
  'equipment/discovered/adopt': { body: AdoptBody, answer: Type.Array(Variable) },
  'equipment/discovered/dismiss': { body: DismissBody, answer: DiscoveredList },
} as const
