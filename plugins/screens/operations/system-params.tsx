// The platform's system parameters (issue 21; platform admin): the public address reply links use, the
// alarm notifications a person may get per channel an hour (issue 38; 0: no limit), and
// per channel (SMS, voice, phone) the cloud that delivers it (Aliyun or Twilio) with its keys. Secrets
// are never answered: a stored one shows as set (masked) and is kept while its field stays empty. WeChat's
// provider is the server's setting (WECHAT_PROVIDER), shown only. Validated here as the server validates
// (schemas/entities/operations.ts CloudParam).
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Select, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  type CloudParamShown,
  type NotifyParamEditBody,
  RATE_LIMIT_MAX,
  type SystemParamEditBody,
} from '../../../schemas/api/operations.ts'
import { CLOUD_CHANNELS, CLOUD_PROVIDERS, type CloudChannel } from '../../../schemas/entities/operations.ts'
import { requiredRule } from '../shared/rules.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'

type Provider = NotifyParamEditBody['provider']
const MASK = '••••••'
const ENDPOINT = /^https?:\/\/\S{1,300}$/
const E164 = /^\+[0-9]{6,16}$/
/** The fields of each cloud, in order; the secret is the one never answered. */
const FIELDS: Record<
  Exclude<Provider, 'none'>,
  { key: keyof NotifyParamEditBody; secret?: boolean; optional?: boolean }[]
> = {
  aliyun: [
    { key: 'accessKey' },
    { key: 'accessKeySecret', secret: true },
    { key: 'signName', optional: true },
    { key: 'templateCode' },
    { key: 'calledShowNumber', optional: true },
    { key: 'endpoint', optional: true },
  ],
  twilio: [
    { key: 'accountSid' },
    { key: 'authToken', secret: true },
    { key: 'from' },
    { key: 'endpoint', optional: true },
  ],
}

function ChannelCard({
  channel,
  shown,
  reload,
}: {
  channel: CloudChannel
  shown: CloudParamShown
  reload: () => void
}) {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run, busy } = useAction()
  const [form] = Form.useForm<Omit<NotifyParamEditBody, 'channel'>>()
  const provider: Provider = Form.useWatch('provider', form) ?? shown.provider
  const secretKept = shown.secretSet === true && provider === shown.provider
  const save = async (values: Omit<NotifyParamEditBody, 'channel'>) => {
    if ((await run(() => api.call('system/param/notify/edit', { ...values, channel }))) !== undefined)
      reload()
  }
  const rulesOf = (key: string, secret?: boolean, optional?: boolean) => [
    ...(optional || (secret && secretKept) ? [] : [requiredRule(t)]),
    ...(key === 'endpoint' ? [{ pattern: ENDPOINT, message: t('param.badEndpoint') }] : []),
    ...(key === 'from' ? [{ pattern: E164, message: t('param.badFrom') }] : []),
    { max: 200 },
  ]
  return (
    <Card
      title={t(`channel.${channel}`)}
      size="small"
      data-testid={`param-${channel}`}
      extra={
        shown.provider === 'none' ? (
          <Tag>{t('param.off')}</Tag>
        ) : (
          <Tag color="success">{t(`param.provider.${shown.provider}`)}</Tag>
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={shown} onFinish={save} key={JSON.stringify(shown)}>
        <Form.Item name="provider" label={t('param.provider')}>
          <Select
            style={{ width: 240 }}
            options={[...CLOUD_PROVIDERS, 'none' as const].map((p) => ({
              value: p,
              label: p === 'none' ? t('param.off') : t(`param.provider.${p}`),
            }))}
          />
        </Form.Item>
        {provider !== 'none' &&
          FIELDS[provider].map(({ key, secret, optional }) => (
            <Form.Item key={key} name={key} label={t(`param.${key}`)} rules={rulesOf(key, secret, optional)}>
              {secret ? (
                <Input.Password
                  autoComplete="new-password"
                  placeholder={secretKept ? `${MASK} ${t('param.secretKept')}` : ''}
                />
              ) : (
                <Input />
              )}
            </Form.Item>
          ))}
        <Button htmlType="submit" type="primary" loading={busy} data-testid={`param-save-${channel}`}>
          {t('param.save')}
        </Button>
      </Form>
    </Card>
  )
}

export function SystemParams() {
  const { t } = useTranslation('operations')
  const { api } = useServices()
  const { run, busy } = useAction()
  const params = useQueryCall('system/param/query', {})
  const data = params.data
  if (!data) return <Card loading title={t('param.title')} />
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="system-params">
      <Card title={t('param.title')}>
        <Form
          layout="inline"
          initialValues={{ publicUrl: data.publicUrl, notifyRateLimit: data.notifyRateLimit }}
          onFinish={(v: SystemParamEditBody) =>
            run(() => api.call('system/param/edit', v)).then(params.reload)
          }
        >
          <Form.Item
            name="publicUrl"
            label={t('param.publicUrl')}
            rules={[{ pattern: /^(https?:\/\/\S+)?$/, message: t('param.badEndpoint') }, { max: 300 }]}
          >
            <Input style={{ width: 360 }} placeholder="https://scada.example.com" />
          </Form.Item>
          <Form.Item
            name="notifyRateLimit"
            label={t('param.rateLimit')}
            tooltip={t('param.rateLimitHint')}
            rules={[requiredRule(t)]}
          >
            <InputNumber min={0} max={RATE_LIMIT_MAX} precision={0} data-testid="param-rate-limit" />
          </Form.Item>
          <Button htmlType="submit" loading={busy}>
            {t('param.save')}
          </Button>
        </Form>
      </Card>
      {CLOUD_CHANNELS.map((ch) => (
        <ChannelCard
          key={ch}
          channel={ch}
          shown={data.notify[ch] ?? { provider: 'none' }}
          reload={params.reload}
        />
      ))}
      <Card title={t('channel.wechat')} size="small">
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('param.provider')}>
            {t(`param.wechat.${data.wechat.provider}`, { defaultValue: data.wechat.provider })}
          </Descriptions.Item>
        </Descriptions>
        <Alert type="info" showIcon message={t('param.wechatHint')} />
      </Card>
    </Space>
  )
}
