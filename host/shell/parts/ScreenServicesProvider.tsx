// Hands the screens what they may use of the shell (plugins/screens/shared/services.tsx).
import { type ReactNode, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '../../../core/i18n/index.ts'
import { errorMessage } from '../../../core/i18n/messages.ts'
import { type ScreenServices, ScreenServicesContext } from '../../../plugins/screens/shared/services.tsx'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { useShell, useUser } from '../context.tsx'
import { useFail } from './useFail.ts'

export function ScreenServicesProvider({ children }: { children: ReactNode }) {
  const { api, dirty, unread, session, screens } = useShell()
  const user = useUser()
  const { t, i18n } = useTranslation()
  const fail = useFail()
  // a refresh that fails keeps what is shown; the next one (a message, a screen) tries again
  const refreshUnread = useCallback(() => void unread.refresh().catch(() => {}), [unread])
  const refreshUser = useCallback(() => void session.fetchUser().catch(() => {}), [session])
  const services = useMemo<ScreenServices>(
    () => ({
      api,
      user,
      lang: i18n.language as Lang,
      screens,
      hasAuth: (key) => hasAuth(user, key),
      fail,
      codeText: (code) => errorMessage(code, t),
      setDirty: dirty.set,
      refreshUser,
      refreshUnread,
      onMessage: unread.onArrival,
    }),
    [api, user, i18n.language, screens, fail, t, dirty, refreshUser, refreshUnread, unread],
  )
  return <ScreenServicesContext.Provider value={services}>{children}</ScreenServicesContext.Provider>
}
