// The user's own settings (platform spec §7 `user/config/query|save`): a document the client owns;
// this screen keeps the landing page and the monitor list's default view.
import { Button, Card, Form, Select } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

interface UserConfigDoc {
  landing?: string
  monitorView?: 'list' | 'map'
}

const LANDINGS = ['/manage/eg/equipment/list', '/monitor/eg/list', '/msg/messageAll'] as const

export function UserConfig() {
  const { api } = useServices()
  const { t } = useTranslation('account')
  const { t: tShell } = useTranslation('shell')
  const { run, busy } = useAction()
  const config = useQueryCall('user/config/query')
  const [form] = Form.useForm<UserConfigDoc>()
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data)
  }, [config.data, form])
  return (
    <Card title={t('configKey')} loading={config.loading} data-testid="user-config">
      <Form<UserConfigDoc>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        onFinish={(v) => run(() => api.call('user/config/save', { config: { ...config.data, ...v } }))}
      >
        <Form.Item name="landing" label={t('configValue')}>
          <Select
            allowClear
            options={LANDINGS.map((p) => ({ value: p, label: tShell(`area.${p.split('/')[1]}`) }))}
          />
        </Form.Item>
        <Form.Item name="monitorView" label={t('equipDisplay')}>
          <Select options={['list', 'map'].map((v) => ({ value: v, label: v }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  )
}
