// The numbers of platform spec §5 and §9 and designer spec §9 that the rules enforce.
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 15
/** The special characters a password may use (platform spec §5). */
export const PASSWORD_SPECIALS = '_!@#$%^&*()?'
export const SHARE_PASSWORD_MIN = 4
export const SN_DIGITS = 12
export const VERIFY_CODE_DIGITS = 6
export const DEVICE_NAME_MAX = 25
export const REMARK_MAX_WORDS = 20
export const REMINDER_MAX = 100
export const MQTT_TOPIC_MAX = 200
export const FEEDBACK_MIN = 10
export const HISTORY_MAX_DAYS = 30
export const MAPPINGS_MAX = 100
/** Longest text a written value may be, in characters (code 2007 beyond). */
export const WRITE_TEXT_MAX = 64
export { KEY_FILE_MAX_BYTES } from '../../schemas/limits.ts'
/** Avatars must be under this size (strictly). */
export const AVATAR_LIMIT_BYTES = 100 * 1024
export const RECENT_COLOURS_MAX = 20
