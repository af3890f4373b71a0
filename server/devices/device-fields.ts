// The device card's fields (spec §3 Device) between a body and the row: the columns of their own, and
// the rest (dates, warranty, manufacturer, device number, ICCID, image) in the JSON `settings`.
// The remark rule (at most 20 words, spec §5) is core/validation's.
import { Code } from '../../core/i18n/codes.ts'
import { remark as remarkRule } from '../../core/validation/free-text.ts'
import type { DeviceFieldsInput } from '../../schemas/api/equipment.ts'
import { fail } from '../http/api-error.ts'
import { orNull } from '../org/accounts.ts'
import { parseJsonObject } from '../storage/json.ts'
import { blankToNull } from './config-rows/common.ts'

const SETTING_KEYS = [
  'factoryDate',
  'installDate',
  'warrantyMonths',
  'manufacturer',
  'deviceNo',
  'iccid',
  'image',
] as const

export function assertRemark(remark: string | undefined): void {
  const reason = remark === undefined ? null : remarkRule(remark)
  if (reason) fail(Code.paramInvalid, { field: 'remark', reason: reason.key, params: reason.params ?? {} })
}

/** The columns a body sets (only those it names), with `settings` merged over the stored one. */
export function deviceColumns(body: DeviceFieldsInput, storedSettings = '{}') {
  const settings = parseJsonObject(storedSettings)
  for (const key of SETTING_KEYS) {
    const value = body[key]
    if (value !== undefined) settings[key] = key === 'warrantyMonths' ? blankToNull(value) : value
  }
  return {
    ...(body.groupId !== undefined && { groupId: orNull(body.groupId) }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.remark !== undefined && { remark: body.remark }),
    ...(body.lng !== undefined && { lng: blankToNull(body.lng) }),
    ...(body.lat !== undefined && { lat: blankToNull(body.lat) }),
    ...(body.sort !== undefined && { sort: body.sort }),
    ...(body.defaultValueMode !== undefined && { defaultValueMode: body.defaultValueMode }),
    settings: JSON.stringify(settings),
  }
}
