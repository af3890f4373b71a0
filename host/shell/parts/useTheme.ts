// Loads and applies the theme (host/shell/theme.ts) where the shell shows a look: the layout (the
// caller's enterprise's, again whenever the user info is re-read, e.g. after "use this style") and the
// login page (with its custom login path). Answers the theme and whether it has been asked.
import { App } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Theme } from '../../../schemas/entities/style.ts'
import { useShell, useUser } from '../context.tsx'
import { applyTheme, fetchTheme } from '../theme.ts'

/** Administrators already told "new style not set" in this page's life (the server keeps it for later ones). */
const toldNotSet = new Set<string>()

export function useTheme(loginPath?: string): { theme: Theme | null; loaded: boolean } {
  const { api } = useShell()
  const user = useUser()
  const { message } = App.useApp()
  const { t } = useTranslation()
  const [state, setState] = useState<{ theme: Theme | null; loaded: boolean }>({ theme: null, loaded: false })
  const defaultTitle = t('shell.product')

  useEffect(() => {
    let live = true
    void fetchTheme(api, loginPath).then(({ theme, reaction }) => {
      if (!live) return
      setState({ theme, loaded: true })
      applyTheme(document, theme, defaultTitle)
      if (reaction === 'styleNotSet') {
        // the default look is silent, except once for an administrator, who can set one
        // once per administrator: kept on the account, so not on every page load or sign-in
        const told = toldNotSet.has(user?.userId ?? '') || user?.dismissedNotices?.includes('styleNotSet')
        if (user?.roleType === 'admin' && !told) {
          toldNotSet.add(user.userId)
          void message.info(t('errors.styleNotSet'))
          // a dismissal not stored only shows the notice again at the next sign-in
          void api.call('user/notice/dismiss', { notice: 'styleNotSet' }).catch(() => {})
        }
      } else if (reaction) void message.warning(t(`errors.${reaction}`))
    })
    return () => {
      live = false
    }
  }, [api, loginPath, user, message, t, defaultTitle])

  return state
}
