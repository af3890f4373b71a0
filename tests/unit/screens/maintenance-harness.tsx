// The O&M screens as a user holding some of the O&M keys sees them: renderScreen (contract.tsx: every
// body checked against the route's own schema, English) with the user's auths swapped in, and the texts
// of the O&M manifest.
import type { ReactNode } from 'react'
import { byLang } from '../../../core/i18n/index.ts'
import { OPS_SCREEN_TEXTS } from '../../../plugins/screens/maintenance/texts.ts'
import { OPS_TEXTS } from '../../../plugins/screens/shared/maintenance/texts.ts'
import { ScreenServicesContext, useServices } from '../../../plugins/screens/shared/services.tsx'
import { hasAuth } from '../../../plugins/screens/shared/user.ts'
import { user } from '../shell/harness.tsx'
import { type Answer, type Rendered, renderScreen } from './contract.tsx'

/** The signed-in user of these tests. */
export const ME = 'u1'

export function AsUser({ auths, children }: { auths: string[]; children: ReactNode }) {
  const services = useServices()
  const me = user({ userId: ME, auths })
  return (
    <ScreenServicesContext.Provider value={{ ...services, user: me, hasAuth: (key) => hasAuth(me, key) }}>
      {children}
    </ScreenServicesContext.Provider>
  )
}

export const renderOps = (ui: ReactNode, auths: string[], answers: Record<string, Answer>): Rendered =>
  renderScreen(<AsUser auths={auths}>{ui}</AsUser>, answers, {
    texts: { ops: byLang({ ...OPS_TEXTS, ...OPS_SCREEN_TEXTS }) },
  })

/** A page answer as the query calls give it. */
export const page = <T,>(list: T[]) => ({ list, total: list.length })
