// Editing a device (platform spec §2 `eg/equipment/edit/{id}`): a header with the gateway state, the
// configuration's sync state and prompts (§4), export, import and copy of the configuration; then the
// six tabs info, driver, signal, report, page and script.
import { Card, Space, Typography } from 'antd'
import { useParams } from 'react-router'
import { LoadFailed } from '../shared/load-failed.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { InfoTab } from './info-tab.tsx'
import { StateBadge } from './list.tsx'
import { OwnerTabs } from './owner-tabs.tsx'
import { SyncPrompt, SyncTags } from './sync-part.tsx'
import { ConfigTransfer } from './transfer.tsx'

export function EquipmentEdit() {
  const { id = '' } = useParams()
  const device = useQueryCall('equipment/multi/info', { id })
  const d = device.data
  if (device.error !== undefined && !d)
    return <LoadFailed error={device.error} home="/manage/eg/equipment/list" />
  return (
    <Card
      data-testid="equipment-edit"
      loading={!d}
      title={
        d && (
          <Space wrap>
            <Typography.Text strong>{d.name}</Typography.Text>
            <StateBadge state={d.state} />
            <SyncTags device={d} />
          </Space>
        )
      }
      extra={d && <ConfigTransfer device={d} onChanged={device.reload} />}
    >
      {d && (
        <>
          <SyncPrompt device={d} reload={device.reload} />
          <OwnerTabs
            owner={{ equipmentId: id }}
            info={<InfoTab device={d} reload={device.reload} />}
            onChanged={device.reload}
          />
        </>
      )}
    </Card>
  )
}
