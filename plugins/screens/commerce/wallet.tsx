// `/manage/wallet`: the balance, a recharge (an order paid on the QR page) and the ledger, one row per
// change with its order, reason and the balance after.
import { Alert, Button, Card, Form, Input, Space, Statistic, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { LedgerView } from '../../../schemas/api/commerce.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useQueryCall } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { centsOf, formatYuan } from './money.ts'

function RechargeDialog({ onClose }: { onClose: () => void }) {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const navigate = useNavigate()
  return (
    <FormDialog<{ amount: string }>
      title={t('recharge')}
      testId="recharge-dialog"
      submit={async (v) => {
        const order = await api.call('wallet/recharge', { amount: centsOf(v.amount)! })
        navigate(`/order/pay/qrcode/${order.id}/dev`)
        return order
      }}
      onClose={onClose}
    >
      <Form.Item
        name="amount"
        label={t('rechargeAmount')}
        rules={[
          {
            validator: (_, v?: string) =>
              v && (centsOf(v) ?? 0) > 0 ? Promise.resolve() : Promise.reject(new Error(t('amountInvalid'))),
          },
        ]}
      >
        <Input inputMode="decimal" prefix="¥" data-testid="recharge-amount" />
      </Form.Item>
    </FormDialog>
  )
}

export function Wallet() {
  const { t } = useTranslation('commerce')
  const wallet = useQueryCall('wallet/info', {})
  const ledger = usePagedCall('wallet/ledger')
  const [recharging, setRecharging] = useState(false)
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('wallet')} data-testid="wallet">
        <Space size="large" align="end">
          <div data-testid="wallet-balance">
            <Statistic
              title={t('balance')}
              loading={wallet.loading}
              value={wallet.data ? formatYuan(wallet.data.balance) : '-'}
              prefix="¥"
            />
          </div>
          <Button type="primary" onClick={() => setRecharging(true)} data-testid="wallet-recharge">
            {t('recharge')}
          </Button>
        </Space>
      </Card>
      <Card title={t('ledger')}>
        <Typography.Paragraph type="secondary">{t('ledgerIntro')}</Typography.Paragraph>
        {ledger.error !== undefined ? (
          <Alert type="error" title={t('loadFailed')} />
        ) : (
          <Table<LedgerView>
            rowKey="id"
            data-testid="wallet-ledger"
            loading={ledger.loading}
            dataSource={ledger.rows}
            pagination={ledger.pagination}
            locale={{ emptyText: t('noLedger') }}
            columns={[
              { title: t('time'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
              {
                title: t('amount'),
                dataIndex: 'amount',
                align: 'right',
                render: (v: number) => (
                  <Typography.Text type={v < 0 ? 'danger' : 'success'}>{formatYuan(v, true)}</Typography.Text>
                ),
              },
              { title: t('reason'), dataIndex: 'reason', render: (v: string) => t(`reason.${v}`, v) },
              { title: t('order'), dataIndex: 'orderNumber', render: (v: string) => v || '-' },
              {
                title: t('balanceAfter'),
                dataIndex: 'balanceAfter',
                align: 'right',
                render: (v: number) => formatYuan(v),
              },
            ]}
          />
        )}
      </Card>
      {recharging && <RechargeDialog onClose={() => setRecharging(false)} />}
    </Space>
  )
}
