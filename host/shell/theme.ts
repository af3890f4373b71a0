// The enterprise's style applied by the shell (platform spec §3 Theme, §7 `style/loadStyle`, §8 known
// reactions): the browser tab's title and icon and the layout's logo and title. After sign-in the
// theme is the caller's enterprise's; on a custom login page (`/{loginPath}`) that path's. Never blocking:
// - no style set (the answer is null): the default look; an administrator is told once, in the user's
//   language ("new style not set"; dismissed on the account), everyone else sees nothing;
// - the call failed on the way (no answer, not an envelope, time-out) or answered a malformed theme:
//   a warning "failed to get new style";
// - the call answered a code other than 200: a warning "Failed to get permission info, please log in
//   again!" (spec §8 "theme code not 200").
import { type ApiClient, isApiError } from '../../core/api/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import type { ReactionKey } from '../../core/i18n/errors/reactions.ts'
import { safeUrl } from '../../core/validation/url.ts'
import { Theme } from '../../schemas/entities/style.ts'
import { check } from '../../schemas/validate.ts'

export interface ThemeOutcome {
  theme: Theme | null
  /** the §8 reaction to show, if any */
  reaction?: Extract<ReactionKey, 'styleNotSet' | 'styleFetchFailed' | 'permissionInfoFailed'>
}

const FETCH_FAILURES = new Set<number>([Code.unknown, Code.commTimeout])

export async function fetchTheme(api: ApiClient, loginPath?: string): Promise<ThemeOutcome> {
  try {
    const data = await api.call('style/loadStyle', loginPath ? { loginPath } : {})
    if (data === null || data === undefined) return { theme: null, reaction: 'styleNotSet' }
    if (!check(Theme, data).ok) return { theme: null, reaction: 'styleFetchFailed' }
    return { theme: withSafeImages(data as Theme) }
  } catch (e) {
    const code = isApiError(e) ? e.code : Code.unknown
    return { theme: null, reaction: FETCH_FAILURES.has(code) ? 'styleFetchFailed' : 'permissionInfoFailed' }
  }
}

/** A logo or favicon stored before the URL allow-list was checked at save is dropped, not shown. */
const withSafeImages = (theme: Theme): Theme => ({
  ...theme,
  logo: safeUrl(theme.logo, 'image') ?? '',
  faviconIco: safeUrl(theme.faviconIco, 'image') ?? '',
  ...(theme.login && {
    login: { ...theme.login, backgroundImage: safeUrl(theme.login.backgroundImage, 'image') ?? '' },
  }),
})

/** Where the page's own icon link keeps the address it came with, to go back to without a theme. */
const DEFAULT_HREF = 'data-default-href'

/** Sets the tab's title and icon from the theme, or back to the defaults without one. */
export function applyTheme(doc: Document, theme: Theme | null, defaultTitle: string): void {
  doc.title = theme?.title || defaultTitle
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  if (!link) {
    if (!theme?.faviconIco) return
    link = doc.createElement('link')
    link.rel = 'icon'
    link.setAttribute(DEFAULT_HREF, '')
    doc.head.appendChild(link)
  }
  if (!link.hasAttribute(DEFAULT_HREF)) link.setAttribute(DEFAULT_HREF, link.getAttribute('href') ?? '')
  const href = theme?.faviconIco || link.getAttribute(DEFAULT_HREF) || ''
  if (href) link.setAttribute('href', href)
  else link.removeAttribute('href')
}
