import { Alert, Button, Card, Form, Input, message, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

interface Values {
  appKey: string
  appSecret?: string
}

export function VideoParameters() {
  const { t } = useTranslation('video')
  const { api } = useServices()
  const { run, busy } = useAction()
  const config = useQueryCall('video/config/query')
  const [form] = Form.useForm<Values>()
  const current = config.data ?? undefined
  const save = (v: Values) =>
    run(async () => {
      const next = current
        ? await api.call('video/config/edit', {
            id: current.id,
            appKey: v.appKey,
            appSecret: v.appSecret ?? '',
          })
        : await api.call('video/config/add', { appKey: v.appKey, appSecret: v.appSecret ?? '' })
      config.setData(next)
      form.setFieldValue('appSecret', '')
      void message.success(t('saved'))
    })
  if (config.loading) return <Card loading />
  return (
    <Card title={t('title')} data-testid="video-parameters" style={{ maxWidth: 720 }}>
      <Alert type="info" showIcon message={t('intro')} style={{ marginBottom: 16 }} />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ appKey: current?.appKey ?? '', appSecret: '' }}
        onFinish={save}
      >
        <Form.Item label={t('provider')}>
          <Select value="ezviz" options={[{ value: 'ezviz', label: t('ezviz') }]} disabled />
        </Form.Item>
        <Form.Item
          name="appKey"
          label={t('appKey')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="appSecret"
          label={t('appSecret')}
          rules={current?.hasSecret ? [] : [{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.Password
            maxLength={128}
            autoComplete="new-password"
            placeholder={current?.hasSecret ? t('secretKept') : ''}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('save')}
        </Button>
      </Form>
    </Card>
  )
}
