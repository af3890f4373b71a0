// React access to the service client (core/api) the shell created: the designer, the runtime and the
// shell read it through useApi.
import { createContext, useContext } from 'react'
import type { ApiClient } from '../../core/api/index.ts'

export const ApiContext = createContext<ApiClient | null>(null)

export function useApi(): ApiClient {
  const api = useContext(ApiContext)
  if (!api) throw new Error('useApi outside <ApiContext.Provider>')
  return api
}
