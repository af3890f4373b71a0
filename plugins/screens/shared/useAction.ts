// Runs a call for a button: toasts success, shows a failure with its catalogue text, reports busy.
import { App } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CallArgs } from '../../../core/api/index.ts'
import type { EndpointAnswer, EndpointBody, EndpointPath } from '../../../schemas/api/endpoints.ts'
import { useServices } from './services.tsx'

/** `run` resolves with the call's answer (null when it had no data), or undefined when it failed. */
export function useAction(): {
  busy: boolean
  run: <T>(call: () => Promise<T>) => Promise<T | null | undefined>
} {
  const { fail } = useServices()
  const { message } = App.useApp()
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true)
      try {
        const result = await call()
        void message.success(t('common.success'))
        return result
      } catch (e) {
        fail(e)
        return undefined
      } finally {
        setBusy(false)
      }
    },
    [fail, message, t],
  )
  return { busy, run }
}

/**
 * Loads `path` (a call of the endpoint map: the body and the data are typed by the path) once per change
 * of `body`; `reload` asks again. No path: nothing is asked. `error` holds the last load's failure
 * (already shown through `fail`) until a load succeeds.
 */
export function useQueryCall<P extends EndpointPath>(path: P | undefined, body?: EndpointBody<P>) {
  const { api, fail } = useServices()
  const [data, setData] = useState<EndpointAnswer<P> | undefined>()
  const [loading, setLoading] = useState(path !== undefined)
  const [error, setError] = useState<unknown>()
  const key = JSON.stringify(body)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for body
  const reload = useCallback(async () => {
    if (path === undefined) return
    setLoading(true)
    try {
      setData(await api.call(path, ...([body] as CallArgs<P>)))
      setError(undefined)
    } catch (e) {
      setError(e)
      fail(e)
    } finally {
      setLoading(false)
    }
  }, [api, fail, path, key])
  useEffect(() => {
    void reload()
  }, [reload])
  return { data, loading, error, reload, setData }
}
