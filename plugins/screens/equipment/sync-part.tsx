// Configuration sync (platform spec §4): whether the gateway runs the platform's configuration
// (platform versus gateway) and whether the device still equals its template (template versus
// device), with the prompts; the sync action sends the configuration once the gateway is online.
import { Alert, Button, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Device } from '../../../schemas/entities/equipment.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'

export type SyncFacts = Pick<Device, 'id' | 'sn' | 'state' | 'synced' | 'templateId' | 'templateSynced'>

export function SyncTags({ device }: { device: SyncFacts }) {
  const { t } = useTranslation('equipment')
  return (
    <Space size={4} data-testid="sync-state">
      {device.sn && device.synced !== null && (
        <Tag color={device.synced ? 'green' : 'orange'} data-testid={device.synced ? 'synced' : 'unsynced'}>
          {t(device.synced ? 'sync.synced' : 'sync.unsynced')}
        </Tag>
      )}
      {device.templateId && device.templateSynced !== null && (
        <Tag color={device.templateSynced ? 'green' : 'orange'}>
          {t(device.templateSynced ? 'sync.templateSynced' : 'sync.templateUnsynced')}
        </Tag>
      )}
    </Space>
  )
}

/** The mismatch prompts with the sync action; nothing while everything agrees. */
export function SyncPrompt({ device, reload }: { device: SyncFacts; reload: () => Promise<void> }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run, busy } = useAction()
  const sync = async () => {
    await run(() => api.runCommand('equipment/multi/sync', { equipmentId: device.id }))
    await reload()
  }
  return (
    <>
      {device.sn && device.synced === false && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="sync-prompt"
          title={t('sync.gatewayMismatch')}
          description={device.state === 'online' ? undefined : t('sync.whenOnline')}
          action={
            <Button
              type="primary"
              loading={busy}
              disabled={device.state !== 'online'}
              onClick={sync}
              data-testid="sync-button"
            >
              {t('sync.action')}
            </Button>
          }
        />
      )}
      {device.templateId && device.templateSynced === false && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sync.templateMismatch')} />
      )}
    </>
  )
}
