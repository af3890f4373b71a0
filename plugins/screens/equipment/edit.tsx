// Editing a device (platform spec §2 `eg/equipment/edit/{id}`): the tabs info, driver, signal, report,
// page and script (`?tab=`); alarms sit with the signals as in the device edit wizard of §2.
import { Card, Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { CONFIG_KINDS, ConfigTable } from './config-tab.tsx'
import { InfoTab } from './info-tab.tsx'
import { PagesTab } from './pages-tab.tsx'

export const EDIT_TABS = ['info', 'driver', 'signal', 'report', 'page', 'script'] as const
export type EditTab = (typeof EDIT_TABS)[number]

export function EquipmentEdit() {
  const { id = '' } = useParams()
  const { t } = useTranslation('equipment')
  const [search, setSearch] = useSearchParams()
  const tab = EDIT_TABS.find((k) => k === search.get('tab')) ?? 'info'
  const body = (k: EditTab) => {
    if (k === 'info') return <InfoTab id={id} />
    if (k === 'page') return <PagesTab equipId={id} />
    if (k === 'signal')
      return (
        <>
          <ConfigTable equipmentId={id} kind={CONFIG_KINDS.signal} />
          <ConfigTable equipmentId={id} kind={CONFIG_KINDS.alarm} />
        </>
      )
    return <ConfigTable equipmentId={id} kind={CONFIG_KINDS[k]} />
  }
  return (
    <Card data-testid="equipment-edit">
      <Tabs
        activeKey={tab}
        onChange={(k) => setSearch({ tab: k }, { replace: true })}
        destroyOnHidden
        items={EDIT_TABS.map((k) => ({ key: k, label: t(`tab.${k}`), children: body(k) }))}
      />
    </Card>
  )
}
