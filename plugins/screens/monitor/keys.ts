// Permission keys of platform spec §6 checked by the monitor screens.
export const MONITOR_KEYS = {
  alarm: 'monitor_multi_designer_alarm',
  repair: 'monitor_multi_designer_repair',
  gatewayAlarm00: 'monitor_equipinfo_menu_alarm',
  gatewayAlarm01: 'monitor_designer_menu_alarm',
  /** write values to devices (`signal/writeVal`, a project's write controls, camera controls) */
  write: 'monitor_data_write',
} as const

/** The key guarding gateway alarms of a ruleType (§6: 00 or 01); undefined for any other. */
export const gatewayAlarmKey = (ruleType: string | undefined): string | undefined =>
  ruleType === '00'
    ? MONITOR_KEYS.gatewayAlarm00
    : ruleType === '01'
      ? MONITOR_KEYS.gatewayAlarm01
      : undefined
