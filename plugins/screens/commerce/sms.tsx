// SMS packs: buy (`/manage/sms/buy`, from the wallet or by QR code), the count and a year of sending per
// month (`/manage/sms/statistics`), and sending to accounts and numbers (`/manage/sms/send`).
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  Popconfirm,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { EndpointAnswer } from '../../../schemas/api/endpoints.ts'
import type { SmsBuyBody, SmsMonth, SmsStatistics as Stats } from '../../../schemas/api/sms.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { formatYuan } from './money.ts'

function Remaining({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation('commerce')
  return (
    <div data-testid="sms-remaining">
      <Statistic title={t('remaining')} loading={!stats} value={stats?.remaining ?? t('notMetered')} />
    </div>
  )
}

export function SmsBuy() {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const navigate = useNavigate()
  const { run, busy } = useAction()
  const packs = useQueryCall('sms/packs', {})
  const stats = useQueryCall('sms/statistics', {})
  const wallet = useQueryCall('wallet/info', {})
  const buy = async (pack: SmsBuyBody['pack'], fromWallet: boolean) => {
    const order = await run(() => api.call('sms/buy', { pack, fromWallet }))
    if (!order) return
    if (!fromWallet) navigate(`/order/pay/qrcode/${order.id}/dev`)
    await Promise.all([stats.reload(), wallet.reload()])
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('smsBuy')} data-testid="sms-buy">
        <Space size={48}>
          <Remaining stats={stats.data} />
          <div data-testid="sms-wallet-balance">
            <Statistic
              title={t('balance')}
              loading={wallet.loading}
              value={wallet.data ? formatYuan(wallet.data.balance) : '-'}
              prefix="¥"
            />
          </div>
        </Space>
        {stats.data?.remaining === null && (
          <Alert type="info" style={{ marginTop: 16 }} title={t('notMeteredHint')} />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        {(packs.data ?? []).map((p) => (
          <Col key={p.id} xs={24} md={8}>
            <Card title={t('packCount', { count: p.count })} data-testid={`sms-pack-${p.id}`}>
              <Typography.Title level={3}>¥{formatYuan(p.price)}</Typography.Title>
              <Space wrap>
                <Popconfirm
                  title={t('buyWalletConfirm', { amount: formatYuan(p.price), count: p.count })}
                  onConfirm={() => buy(p.id as SmsBuyBody['pack'], true)}
                >
                  <Button type="primary" loading={busy} data-testid={`sms-buy-wallet-${p.id}`}>
                    {t('buyWallet')}
                  </Button>
                </Popconfirm>
                <Button onClick={() => buy(p.id as SmsBuyBody['pack'], false)}>{t('buyQr')}</Button>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  )
}

function MonthBars({ months }: { months: SmsMonth[] }) {
  const { t } = useTranslation('commerce')
  const top = Math.max(1, ...months.map((m) => m.sent + m.failed + m.held))
  const bar = (n: number, colour: string) => (
    <div style={{ height: `${(n / top) * 160}px`, background: colour }} title={String(n)} />
  )
  return (
    <div
      role="img"
      aria-label={t('perMonth')}
      style={{ display: 'flex', gap: 8, alignItems: 'flex-end', height: 200 }}
    >
      {months.map((m) => (
        <div key={m.month} style={{ flex: 1, textAlign: 'center', fontSize: 12 }}>
          <div style={{ display: 'flex', flexDirection: 'column-reverse', height: 170 }}>
            {bar(m.sent, '#1677ff')}
            {bar(m.failed, '#ff4d4f')}
            {bar(m.held, '#faad14')}
          </div>
          {m.month.slice(2)}
        </div>
      ))}
    </div>
  )
}

export function SmsStatistics() {
  const { t } = useTranslation('commerce')
  const stats = useQueryCall('sms/statistics', {})
  const s = stats.data
  if (stats.error !== undefined) return <Alert type="error" title={t('loadFailed')} />
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('smsStatistics')} loading={!s} data-testid="sms-statistics">
        <Row gutter={16}>
          <Col span={5}>
            <Remaining stats={s} />
          </Col>
          <Col span={5}>
            <Statistic title={t('purchased')} value={s?.purchased ?? 0} />
          </Col>
          <Col span={5}>
            <Statistic title={t('sent')} value={s?.sent ?? 0} />
          </Col>
          <Col span={4}>
            <Statistic title={t('failed')} value={s?.failed ?? 0} />
          </Col>
          <Col span={5}>
            <Statistic title={t('held')} value={s?.held ?? 0} />
          </Col>
        </Row>
      </Card>
      <Card title={t('perMonth')}>
        {s && <MonthBars months={s.months} />}
        <Space style={{ marginTop: 12 }}>
          <Typography.Text style={{ color: '#1677ff' }}>■ {t('sent')}</Typography.Text>
          <Typography.Text style={{ color: '#ff4d4f' }}>■ {t('failed')}</Typography.Text>
          <Typography.Text style={{ color: '#faad14' }}>■ {t('held')}</Typography.Text>
        </Space>
        <Table<SmsMonth>
          style={{ marginTop: 12 }}
          size="small"
          rowKey="month"
          pagination={false}
          dataSource={[...(s?.months ?? [])].reverse()}
          columns={[
            { title: t('month'), dataIndex: 'month' },
            { title: t('sent'), dataIndex: 'sent', align: 'right' },
            { title: t('failed'), dataIndex: 'failed', align: 'right' },
            { title: t('held'), dataIndex: 'held', align: 'right' },
          ]}
        />
      </Card>
    </Space>
  )
}

interface SendValues {
  accountIds?: string[]
  numbers?: string
  text: string
}

export function SmsSend() {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const { run, busy } = useAction()
  const [form] = Form.useForm<SendValues>()
  const accounts = useQueryCall('account/query', { pageSize: 100 })
  const stats = useQueryCall('sms/statistics', {})
  const [result, setResult] = useState<EndpointAnswer<'sms/send'>>()
  const send = async (v: SendValues) => {
    const answer = await run(() =>
      api.call('sms/send', { accountIds: v.accountIds ?? [], numbers: v.numbers ?? '', text: v.text.trim() }),
    )
    if (!answer) return
    setResult(answer)
    await stats.reload()
  }
  return (
    <Card title={t('smsSend')} data-testid="sms-send" extra={<Remaining stats={stats.data} />}>
      <Form<SendValues> form={form} layout="vertical" onFinish={send} style={{ maxWidth: 640 }}>
        <Form.Item name="accountIds" label={t('recipients')}>
          <Select
            mode="multiple"
            loading={accounts.loading}
            optionFilterProp="label"
            options={accounts.data?.list
              .filter((a) => a.tel)
              .map((a) => ({ value: a.id, label: `${a.loginname} (${a.tel})` }))}
          />
        </Form.Item>
        <Form.Item
          name="numbers"
          label={t('numbers')}
          extra={t('numbersHint')}
          dependencies={['accountIds']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v?: string) =>
                (v ?? '').trim() || (getFieldValue('accountIds') as string[] | undefined)?.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('recipientRequired'))),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={2000} data-testid="sms-numbers" />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('text')}
          rules={[{ required: true, whitespace: true, message: t('required') }]}
        >
          <Input.TextArea rows={3} maxLength={300} showCount data-testid="sms-text" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="sms-send-submit">
          {t('send')}
        </Button>
      </Form>
      {result && (
        <Alert
          style={{ marginTop: 16 }}
          type={result.held > 0 || result.invalid.length > 0 ? 'warning' : 'success'}
          data-testid="sms-send-result"
          title={t('sendResult', { queued: result.queued, held: result.held })}
          description={
            result.invalid.length > 0
              ? t('invalidNumbers', { numbers: result.invalid.join(', ') })
              : undefined
          }
        />
      )}
    </Card>
  )
}
