// System activation (issue 35, `/manage/system/license`): the licence in force (customer, expiry,
// features) and the enterprises and gateways used against its limits, and installing a new licence file
// (signed with the vendor's key; the server checks it). Expired: the platform is read-only, nothing lost.
import { Alert, Button, Card, Descriptions, Form, Input, Progress, Space, Tag, Upload } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatTime } from '../shared/format.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

function Usage({ used, limit, testId }: { used: number; limit: number; testId: string }) {
  const { t } = useTranslation('platform')
  const full = used >= limit
  return (
    <Space direction="vertical" size={0} style={{ width: 320 }} data-testid={testId}>
      <Progress
        percent={Math.min(100, Math.round((used / Math.max(limit, 1)) * 100))}
        status={full ? 'exception' : 'normal'}
      />
      <span>
        {t('usedOf', { used: used.toLocaleString(), limit: limit.toLocaleString() })}
        {full && (
          <Tag color="error" style={{ marginLeft: 8 }}>
            {t('atLimit')}
          </Tag>
        )}
      </span>
    </Space>
  )
}

export function Licence() {
  const { t } = useTranslation('platform')
  const { t: common } = useTranslation()
  const { api } = useServices()
  const { run, busy } = useAction()
  const view = useQueryCall('system/license/query', {})
  const [form] = Form.useForm<{ licence: string }>()
  const data = view.data
  const install = async ({ licence }: { licence: string }) => {
    const answer = await run(() => api.call('system/license/install', { licence: licence.trim() }))
    if (answer) {
      view.setData(answer)
      form.resetFields()
    }
  }
  const readFile = (file: File) => {
    void file.text().then((text) => form.setFieldsValue({ licence: text.trim() }))
    return false
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="licence">
      <Card title={t('licenceTitle')} loading={!data && view.loading}>
        {data && !data.licence && (
          <Alert type="info" showIcon message={t('noLicence')} data-testid="licence-none" />
        )}
        {data?.licence && (
          <>
            {data.expired ? (
              <Alert
                type="error"
                showIcon
                message={t('expired')}
                data-testid="licence-expired"
                style={{ marginBottom: 16 }}
              />
            ) : (
              <Alert type="success" showIcon message={t('valid')} style={{ marginBottom: 16 }} />
            )}
            <Descriptions column={2} bordered size="small">
              <Descriptions.Item label={t('customer')}>{data.licence.customer}</Descriptions.Item>
              <Descriptions.Item label={t('licenceId')}>{data.licence.id}</Descriptions.Item>
              <Descriptions.Item label={t('issuedAt')}>{formatTime(data.licence.issuedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('expiresAt')}>
                {formatTime(data.licence.expiresAt)}
              </Descriptions.Item>
              <Descriptions.Item label={t('enterprises')}>
                <Usage
                  used={data.used.enterprises}
                  limit={data.licence.enterprises}
                  testId="licence-enterprises"
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('gateways')}>
                <Usage used={data.used.gateways} limit={data.licence.gateways} testId="licence-gateways" />
              </Descriptions.Item>
              <Descriptions.Item label={t('features')} span={2}>
                <Space wrap>
                  {data.licence.features.map((f) => (
                    <Tag key={f} color="blue">
                      {t(`feature.${f}`)}
                    </Tag>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>
      <Card title={t('install')} size="small">
        <Form form={form} layout="vertical" onFinish={install}>
          <Form.Item name="licence" label={t('licenceText')} rules={[requiredRule(common), { max: 8192 }]}>
            <Input.TextArea rows={4} placeholder={t('licencePlaceholder')} data-testid="licence-text" />
          </Form.Item>
          <Space>
            <Upload accept=".lic,.txt" showUploadList={false} beforeUpload={readFile}>
              <Button>{t('chooseFile')}</Button>
            </Upload>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="licence-install">
              {t('install')}
            </Button>
          </Space>
        </Form>
      </Card>
    </Space>
  )
}
