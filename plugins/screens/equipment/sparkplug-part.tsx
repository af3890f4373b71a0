// A bound device's Sparkplug ids in its info tab: the edge node id (the gateway's SN) and the group id
// its node must publish in, which the integrator may set (`equipment/sparkplug/group`; the broker's
// access rules follow it).
import { Button, Descriptions, Form, Input, Space, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { SparkplugGroupBody } from '../../../schemas/api/sparkplug.ts'
import { schemaRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

export function SparkplugPart({ equipmentId }: { equipmentId: string }) {
  const { api } = useServices()
  const { t } = useTranslation('equipment')
  const { run, busy } = useAction()
  const info = useQueryCall('equipment/sparkplug/info', { equipmentId })
  const [form] = Form.useForm<{ group: string }>()
  const d = info.data
  useEffect(() => {
    if (d) form.setFieldsValue({ group: d.group ?? '' })
  }, [d, form])
  if (!d) return null
  const fallback = d.enterpriseGroup ?? d.defaultGroup
  const save = async ({ group }: { group: string }) => {
    const after = await run(() => api.call('equipment/sparkplug/group', { equipmentId, group: group.trim() }))
    if (after) info.setData(after)
  }
  return (
    <section style={{ marginTop: 24 }} data-testid="sparkplug-part">
      <Typography.Title level={5}>{t('sparkplug.title')}</Typography.Title>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('sparkplug.edgeNode')}>{d.sn}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="group"
          label={t('sparkplug.group')}
          extra={t(d.enterpriseGroup ? 'sparkplug.groupHelp' : 'sparkplug.groupHelpDefault', {
            group: fallback,
          })}
          rules={[schemaRule(SparkplugGroupBody.properties.group, t('sparkplug.groupRule'))]}
        >
          <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
            <Form.Item name="group" noStyle>
              <Input
                placeholder={t('sparkplug.groupPlaceholder', { group: fallback })}
                maxLength={64}
                aria-label={t('sparkplug.group')}
              />
            </Form.Item>
            <Button htmlType="submit" loading={busy} data-testid="sparkplug-group-save">
              {t('common.save')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </section>
  )
}
