// The six edit tabs of a device or a template (platform spec §2: info, driver, signal, report, page,
// script; `?tab=`); alarm rules sit with the signals as in the device edit wizard of §2.
import { Tabs } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useTabParam } from '../shared/useTabParam.ts'
import { CONFIG_KINDS, type ConfigOwner } from './config-kinds.ts'
import { ConfigTable } from './config-tab.tsx'
import { DiscoveredNotice } from './discovered.tsx'
import { PagesTab } from './pages-tab.tsx'
import { ScriptTab } from './script-tab.tsx'

export const EDIT_TABS = ['info', 'driver', 'signal', 'report', 'page', 'script'] as const
export type EditTab = (typeof EDIT_TABS)[number]

export function OwnerTabs({
  owner,
  info,
  onChanged,
}: {
  owner: ConfigOwner
  /** the owner's own info tab */
  info: ReactNode
  /** the configuration changed (its version moved) */
  onChanged: () => void
}) {
  const { t } = useTranslation('equipment')
  const [tab, setTab] = useTabParam(EDIT_TABS, 'info')
  const table = (kind: keyof typeof CONFIG_KINDS) => (
    <ConfigTable owner={owner} kind={CONFIG_KINDS[kind]} onChanged={onChanged} />
  )
  const body = (k: EditTab): ReactNode => {
    if (k === 'info') return info
    if (k === 'page') return <PagesTab owner={owner} />
    if (k === 'script') return <ScriptTab owner={owner} onChanged={onChanged} />
    if (k === 'signal')
      return (
        <>
          {'equipmentId' in owner && owner.equipmentId && (
            <DiscoveredNotice equipmentId={owner.equipmentId} />
          )}
          {table('signal')}
          {table('alarm')}
        </>
      )
    return table(k)
  }
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={EDIT_TABS.map((k) => ({ key: k, label: t(`tab.${k}`), children: body(k) }))}
    />
  )
}
