// Runs the hardware lock check while the user has useLock set; a failure logs out and goes to /login.
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useShell, useUser } from '../context.tsx'
import { startLockCheck } from '../lock.ts'

export function LockCheck() {
  const { api, clock, lockService, session, dialogs } = useShell()
  const useLock = useUser()?.useLock === true
  const navigate = useNavigate()
  useEffect(() => {
    if (!useLock || !lockService) return
    return startLockCheck(api, clock, lockService, () => {
      dialogs.reset()
      // the session is left either way: a logout the server missed ends with the session's time
      void session
        .logout()
        .catch(() => {})
        .then(() => navigate('/login', { replace: true }))
    })
  }, [useLock, lockService, api, clock, session, dialogs, navigate])
  return null
}
