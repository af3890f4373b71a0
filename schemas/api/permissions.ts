// Permission keys checked against a user's `auths` (platform spec §6). The first four are the spec's;
// the rest guard the management areas. Append keys as areas arrive; never rename one (roles store them).
import Type, { type Static } from 'typebox'

export const PERMISSION_KEYS = [
  'monitor_multi_designer_alarm',
  'monitor_multi_designer_repair',
  'monitor_equipinfo_menu_alarm',
  'monitor_designer_menu_alarm',
  'manage_account',
  'manage_orgal_enterprise',
  'manage_orgal_dept',
  'manage_orgal_role',
  'manage_operation_log',
  'manage_notify_outbox',
  'manage_widget_plugins',
  'manage_eg_project',
  'manage_eg_equipment',
  'manage_eg_template',
  'manage_eg_group',
  /** write data to devices (spec §6 "write-data"): `signal/writeVal` */
  'monitor_data_write',
  /** create, dispatch and end work orders; manage inspection contents and plans (`ops/*`) */
  'ops_order_manage',
  /** accept (receive) and finish work orders assigned to one (spec §6 "work-order accept and finish") */
  'ops_order_handle',
  /** accept, inspect and end inspection orders (spec §6 "inspection (accept order, end order, inspect)") */
  'ops_inspection_do',
  /** manage the enterprise's styles and choose the one it uses (`style/*`; spec §1 "customise login and main styles") */
  'manage_style',
  /** the organisation's video parameters (Extend › video appKey, `video/config/*`) */
  'manage_video',
  /** the enterprise's 3D scenes (`scene/add|edit|delete`, Extend › 3D scene) */
  'manage_scene',
  /** the data centre: report groups, reports, templates and records (`excel/*`, issue 19) */
  'manage_excel',
  /** make data-centre records by hand and fill their input cells (`excel/record/generate|fill`) */
  'excel_fill',
  /** the enterprise's API keys for external systems (`api/key/*`, `/manage/api/list`, issue 32) */
  'manage_api_list',
  /** the enterprise's wallet, its orders and invoice applications (`wallet/*`, `order/*`, issue 33) */
  'manage_wallet',
  /** buy SMS packs, send SMS and see their statistics (`sms/*`, issue 33) */
  'manage_sms',
  /** the enterprise's IoT cards (`card/*`, `/manage/card/list`, issue 33) */
  'manage_card',
] as const
export const PermissionKey = Type.Enum(PERMISSION_KEYS)
export type PermissionKey = Static<typeof PermissionKey>

/** Held only by platform administrators (never granted through a role): creates enterprises. */
export const PLATFORM_ADMIN_KEY = 'platform_admin'

/** Held by platform administrators and operators of operating centres (never through a role): the GM centre's menu. */
export const GM_CENTRE_KEY = 'gm_centre'

/** Keys an operation account lacks: managing the enterprise itself stays with its administrators. */
export const ADMIN_ONLY_KEYS: readonly PermissionKey[] = [
  'manage_orgal_enterprise',
  'manage_orgal_role',
  'manage_api_list',
]
