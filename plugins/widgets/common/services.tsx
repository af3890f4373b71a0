// What the host lends the widgets that show more than bound values (maps: the located devices; weather:
// the provider's answer; 3D scenes: the scene; cameras: their address, pan-tilt and talk). Undefined where
// there is no service (the contract test, a designer without a session): such a widget then shows its
// offline or "not configured" state.
import { createContext, useContext, useEffect, useState } from 'react'
import type { EndpointAnswer, EndpointBody } from '../../../schemas/api/endpoints.ts'
import type { WidgetPath } from '../../../schemas/api/widget-endpoints.ts'

export interface WidgetServices {
  /** A call of the widget paths of the endpoint map: the body and the answer typed by the path. */
  call<P extends WidgetPath>(path: P, body: EndpointBody<P>): Promise<EndpointAnswer<P>>
}

export const WidgetServicesContext = createContext<WidgetServices | undefined>(undefined)

export const useWidgetServices = (): WidgetServices | undefined => useContext(WidgetServicesContext)

/** Asks `path` when the key changes and every `everyMs` after (0: once); undefined until answered. */
export function usePolled<P extends WidgetPath>(
  services: WidgetServices | undefined,
  path: P,
  body: EndpointBody<P>,
  everyMs = 0,
): { data?: EndpointAnswer<P>; error?: unknown } {
  const [answer, setAnswer] = useState<{ data?: EndpointAnswer<P>; error?: unknown }>({})
  const key = JSON.stringify(body)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for body
  useEffect(() => {
    if (!services) return
    let gone = false
    const ask = () =>
      services.call(path, body).then(
        (data) => !gone && setAnswer({ data }),
        (error: unknown) => !gone && setAnswer((a) => ({ ...a, error })),
      )
    void ask()
    const timer = everyMs > 0 ? setInterval(ask, everyMs) : undefined
    return () => {
      gone = true
      if (timer) clearInterval(timer)
    }
  }, [services, path, key, everyMs])
  return answer
}
