// `usual/EquipAction!getEquipDetail.action` (spec §7, issue 34): one device the caller may see, with its
// gateway and template, the same answer as `equipment/multi/info` (devices/device-list.ts).
import { deviceById } from '../devices/device-list.ts'
import { endpoint } from './endpoint.ts'

export const usualRoutes = [
  endpoint('usual/EquipAction!getEquipDetail.action', {
    summary: 'one device as equipment/multi/info answers it (the older call spec §7 names)',
    auth: 'user',
    idFields: { id: 'device' },
    handler: async ({ body, caller, s }) => deviceById(s.db, caller, body.id),
  }),
]
