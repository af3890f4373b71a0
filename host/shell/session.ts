// The logged-in user (platform spec §4 "Login"): fetched from `user/info`, cleared on logout and on the
// session-invalid codes 1006/1010. Nothing secret is kept in the browser: the session cookie is HttpOnly.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../../core/api/index.ts'
import { ApiError } from '../../core/api/index.ts'
import { Code } from '../../core/i18n/codes.ts'
import { UserInfo } from '../../schemas/entities/user-info.ts'
import { check } from '../../schemas/validate.ts'

export type SessionStatus = 'unknown' | 'loading' | 'ready' | 'failed'

export interface SessionState {
  user: UserInfo | undefined
  status: SessionStatus
  /** Why the last `user/info` failed (shown where the user is left). */
  error: ApiError | undefined
}

export interface Session {
  store: StoreApi<SessionState>
  /** GET `user/info` with a time query; an empty or malformed answer is a failure (§8). */
  fetchUser: () => Promise<UserInfo>
  clear: () => void
  /** POST `user/logout`, then clear (also when the call fails: the user asked to leave). */
  logout: () => Promise<void>
}

/** Empty user-info answers fail with this marker; the shell shows "failed to get permission info". */
export const EMPTY_USER_INFO = 'empty user info'

export function createSession(api: () => ApiClient): Session {
  const store = createStore<SessionState>(() => ({ user: undefined, status: 'unknown', error: undefined }))
  let inFlight: Promise<UserInfo> | undefined

  const fetchUser = () => {
    inFlight ??= (async () => {
      store.setState({ status: 'loading', error: undefined })
      try {
        const client = api()
        const user = await client.query('user/info', { time: String(client.clock.now()) })
        // Typed by the map, but checked all the same: a broken server may answer anything (§8).
        if (!check(UserInfo, user).ok) throw new ApiError(Code.unknown, EMPTY_USER_INFO)
        store.setState({ user, status: 'ready' })
        return user
      } catch (e) {
        const error = e instanceof ApiError ? e : new ApiError(Code.unknown, String(e))
        // A session-invalid answer has already cleared the state (onSessionInvalid); keep it cleared.
        if (store.getState().status === 'loading')
          store.setState({ user: undefined, status: 'failed', error })
        throw error
      } finally {
        inFlight = undefined
      }
    })()
    return inFlight
  }

  const clear = () => store.setState({ user: undefined, status: 'unknown', error: undefined })

  return {
    store,
    fetchUser,
    clear,
    logout: async () => {
      try {
        await api().call('user/logout')
      } finally {
        clear()
      }
    },
  }
}
