// Route guards (platform spec §2, §6): every non-public route needs a user; without one `user/info` is
// fetched, and when that fails the user is left where they are with the reason shown (a session-invalid
// answer goes to /login through the client). A route's permission key missing from auths → /noAuth.
// Plain elements (no antd): the runtime route passes through here.
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { useStore } from 'zustand'
import type { AuthRule } from '../../../core/kernel/index.ts'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { useShell, useUser } from '../context.tsx'
import { Notice } from '../parts/Notice.tsx'
import { PageSpinner } from '../parts/PageSpinner.tsx'

export function RequireLogin() {
  const { session } = useShell()
  const { user, status } = useStore(session.store)
  const { t } = useTranslation()

  const { key } = useLocation()
  // Asked on arriving at a guarded location, not whenever the user is cleared: clearing (logout,
  // 1006/1010) is followed by a move to /login, which must not race a new `user/info`.
  useEffect(() => {
    if (!key) return
    // a lost session's failure moves to /login through the session store; nothing else to tell
    if (!session.store.getState().user) session.fetchUser().catch(() => {})
  }, [key, session])

  if (user) return <Outlet />
  if (status === 'failed')
    return (
      <Notice
        status="warning"
        title={t('errors.permissionInfoFailed')}
        extra={
          <Link className="lf-button" to="/login">
            {t('shell.login.submit')}
          </Link>
        }
      />
    )
  return <PageSpinner />
}

export function RequireAuth({ auth, children }: { auth: AuthRule | undefined; children: ReactNode }) {
  const user = useUser()
  if (!hasAuth(user, auth)) return <Navigate to="/noAuth" replace />
  return children
}
