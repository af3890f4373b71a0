// Permission keys of operation and maintenance (platform spec §6 "work-order accept and finish,
// inspection (accept order, end order, inspect)"), as schemas/api/permissions.ts names them.
export const OPS_KEYS = {
  /** create, dispatch and end work orders; manage inspection contents and plans */
  manage: 'ops_order_manage',
  /** accept and finish work orders assigned to one */
  handle: 'ops_order_handle',
  /** accept, inspect and end inspection orders assigned to one */
  inspect: 'ops_inspection_do',
} as const
