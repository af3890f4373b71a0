// What only a device's creator (or an operation account) may do, beyond using it (spec §6: "device
// creator and authorised account are distinguished"): delete it and change who is authorised for it.
import { Code } from '../../core/i18n/codes.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { deviceRow } from './binding.ts'

export async function assertCreatorOrOperation(db: Db, caller: Caller, deviceId: string): Promise<void> {
  const device = await deviceRow(db, deviceId)
  if (!caller.isOperation && device.ownerId !== caller.accountId) fail(Code.noAccess, { required: 'creator' })
}
