// The older `usual/EquipAction!…action` call spec §7 names beside the message calls (issue 34): one
// device's detail, answered as `equipment/multi/info` answers it.
import { Device } from '../entities/equipment.ts'
import { IdBody } from './org.ts'

export const USUAL_ENDPOINTS = {
  'usual/EquipAction!getEquipDetail.action': { body: IdBody, answer: Device },
} as const
