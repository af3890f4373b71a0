// Enterprise styles (platform spec §1 "customise login and main styles", §3 Theme, §9 image limit): a
// named look — the title in the browser tab and the layout, a logo and a favicon (uploaded images or
// URLs), a custom login URL segment — of one enterprise, or a system style of the platform any enterprise
// may use. `Theme` is what `style/loadStyle` answers: the look the shell applies.
import Type, { type Static } from 'typebox'

/** Uploaded style images must be under 100 KB (spec §9 "Image under 100 KB"). */
export const STYLE_IMAGE_MAX_BYTES = 100 * 1024
/** Image kinds a style holds. */
export const STYLE_IMAGE_KINDS = ['logo', 'favicon'] as const
export const StyleImageKind = Type.Enum(STYLE_IMAGE_KINDS)
export type StyleImageKind = Static<typeof StyleImageKind>
/** Image formats accepted, each recognised by its first bytes (not its name). */
export const STYLE_IMAGE_FORMATS = ['png', 'jpg', 'svg', 'ico'] as const
export type StyleImageFormat = (typeof STYLE_IMAGE_FORMATS)[number]

/** A login URL segment: letters, digits and '-', at most 50 (the login page is then `/{segment}`). */
export const LOGIN_PATH_PATTERN = '^[A-Za-z0-9-]{1,50}$'
/**
 * First path segments the web app or the server already use (spec §2 public routes and areas, the API
 * prefix, built assets): never a login path. Compared lower-case.
 */
export const RESERVED_LOGIN_PATHS: readonly string[] = [
  'login',
  'enroll',
  'register',
  '404',
  'noauth',
  'map',
  'system',
  'style',
  'order',
  'card',
  'findpwd',
  'client',
  'manage',
  'monitor',
  'account',
  'msg',
  'lfscada',
  'assets',
  'api',
  'index',
  'share',
  'public',
  'remote',
]

/** Why a login path is refused client-side before asking `style/validateLoginUrl`; null when it may be free. */
export function loginPathProblem(path: string): 'format' | 'reserved' | null {
  if (!new RegExp(LOGIN_PATH_PATTERN).test(path)) return 'format'
  if (RESERVED_LOGIN_PATHS.includes(path.toLowerCase())) return 'reserved'
  return null
}

export const StyleView = Type.Object({
  id: Type.String(),
  /** the enterprise the style belongs to (for a system style the platform administrator's) */
  orgId: Type.String(),
  name: Type.String(),
  /** the browser tab's and the layout's title */
  title: Type.String(),
  /** the logo's address: the uploaded image served under the prefix, a URL, or '' (the default logo) */
  logo: Type.String(),
  /** the favicon's address, like `logo` */
  faviconIco: Type.String(),
  /** the custom login URL segment (lower-case), '' when none */
  webLoginPath: Type.String(),
  /** the path the web app opens after sign-in, '' for the default */
  webMainPath: Type.String(),
  /** a platform style any enterprise may use */
  system: Type.Boolean(),
  /** the caller's enterprise uses it */
  inUse: Type.Boolean(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
})
export type StyleView = Static<typeof StyleView>

/** The look the shell applies (spec §3 Theme); `style/loadStyle` answers null when no style applies. */
export const Theme = Type.Object({
  /** a custom ("new") style applies: always true in an answer (null means none is set) */
  isNew: Type.Boolean(),
  styleId: Type.String(),
  title: Type.String(),
  faviconIco: Type.String(),
  logo: Type.String(),
  webLoginPath: Type.String(),
  webMainPath: Type.String(),
})
export type Theme = Static<typeof Theme>
