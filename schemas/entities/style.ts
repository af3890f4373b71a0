// Enterprise styles (platform spec §1 "customise login and main styles", §3 Theme, §9 image limit): a
// named look — the title in the browser tab and the layout, a logo and a favicon (uploaded images or
// URLs), a custom login URL segment — of one enterprise, or a system style of the platform any enterprise
// may use. `Theme` is what `style/loadStyle` answers: the look the shell applies.
import Type, { type Static } from 'typebox'
import { COLOUR_FORMAT } from '../colour.ts'

/** Uploaded style images must be under 100 KB (spec §9 "Image under 100 KB"). */
export const STYLE_IMAGE_MAX_BYTES = 100 * 1024
/** Image kinds a style holds. */
export const STYLE_IMAGE_KINDS = ['logo', 'favicon', 'background'] as const
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

// ---- the login and main page editor (issue 34, `/style/edit/login|main|preview/{id}`) ----

/** Texts a login or main page shows in one language; '' leaves the platform's own. */
export const PageTexts = Type.Object({
  /** the login page's heading, or the main page's platform name */
  title: Type.String({ maxLength: 64 }),
  /** a line under the heading */
  subtitle: Type.String({ maxLength: 200 }),
  /** the line at the foot of the page (e.g. a copyright) */
  footer: Type.String({ maxLength: 200 }),
})
export type PageTexts = Static<typeof PageTexts>

const LookColour = Type.String({ format: COLOUR_FORMAT, maxLength: 80 })

/** The colours and texts (zh and en) of a login or main page; '' everywhere is the default look. */
export const PageLook = Type.Object({
  /** buttons, links and the selected menu */
  primary: LookColour,
  /** the page's background (behind the background image on the login page); the main page's header */
  background: LookColour,
  zh: PageTexts,
  en: PageTexts,
})
export type PageLook = Static<typeof PageLook>

const NO_TEXTS: PageTexts = { title: '', subtitle: '', footer: '' }
export const DEFAULT_LOOK: PageLook = { primary: '', background: '', zh: NO_TEXTS, en: NO_TEXTS }

/** Legal texts are written as plain text (shown as is) or rich text (cleaned at save and at display). */
export const LEGAL_FORMATS = ['plain', 'rich'] as const
export const LEGAL_MAX_CHARS = 20_000
export const LegalText = Type.Object({
  format: Type.Enum(LEGAL_FORMATS),
  /** '' for none: the login page asks for no acceptance of it */
  text: Type.String({ maxLength: LEGAL_MAX_CHARS }),
})
export type LegalText = Static<typeof LegalText>
export const NO_LEGAL_TEXT: LegalText = { format: 'plain', text: '' }

/** What the login page of a style shows beside the theme: its look, background image and legal texts. */
export const LoginLook = Type.Object({
  ...PageLook.properties,
  /** the uploaded background served under the prefix, a URL, or '' */
  backgroundImage: Type.String(),
  /** the user agreement; with it or the policy set, signing in needs the box ticked */
  agreement: LegalText,
  /** the privacy policy */
  policy: LegalText,
})
export type LoginLook = Static<typeof LoginLook>

/** Whether signing in on this login page needs the agreement and policy accepted. */
export const needsAcceptance = (login: LoginLook | undefined): boolean =>
  !!login && (login.agreement.text !== '' || login.policy.text !== '')

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
  /** the login page's look (`style/updateWebLogin`, `style/updateAgreementPolicy`) */
  login: LoginLook,
  /** the main page's look (`style/updateWebMain`) */
  main: PageLook,
  /** the caller's enterprise uses it */
  inUse: Type.Boolean(),
  /** the enterprise that granted it to the caller's (`style/auth`): it may be used, not changed */
  grantedBy: Type.Optional(Type.String()),
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
  /** the login page's look; absent from answers made before the page editor */
  login: Type.Optional(LoginLook),
  /** the main page's look */
  main: Type.Optional(PageLook),
})
export type Theme = Static<typeof Theme>
