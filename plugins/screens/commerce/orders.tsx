// Orders: the enterprise's (`/manage/card/order`) and the account's own (`/account/order`), filtered by
// state; an unpaid one is paid on its QR page or, for the enterprise, from the wallet; paid orders not yet
// invoiced are ticked for an invoice application (at least 500 yuan together, rule 3001 on the server).
import { Alert, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ORDER_STATES, type OrderState, type OrderView } from '../../../schemas/api/commerce.ts'
import { MIN_INVOICE_CENTS } from '../../../schemas/api/invoice.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { formatYuan } from './money.ts'

export const STATE_COLOUR: Record<string, string> = {
  unpaid: 'orange',
  paid: 'green',
  closed: 'default',
  refunded: 'purple',
  applied: 'blue',
  issued: 'green',
  refused: 'red',
}

interface InvoiceValues {
  title: string
  taxNumber: string
  address: string
  email: string
}

function InvoiceDialog({ orders, onClose }: { orders: OrderView[]; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const total = orders.reduce((sum, o) => sum + o.amount, 0)
  const required = [{ required: true, whitespace: true, message: t('required') }]
  return (
    <FormDialog<InvoiceValues>
      title={t('applyInvoice')}
      testId="invoice-dialog"
      submit={(v) =>
        api.call('invoice/apply', {
          orderIds: orders.map((o) => o.id),
          title: v.title.trim(),
          taxNumber: v.taxNumber.trim(),
          address: (v.address ?? '').trim(),
          email: v.email.trim(),
        })
      }
      onClose={onClose}
    >
      <Alert
        type={total < MIN_INVOICE_CENTS ? 'warning' : 'info'}
        style={{ marginBottom: 16 }}
        data-testid="invoice-total"
        title={`${t('selectedTotal', { count: orders.length, amount: formatYuan(total) })}${
          total < MIN_INVOICE_CENTS ? ` · ${t('underMinimum')}` : ''
        }`}
      />
      <Form.Item name="title" label={t('invoiceTitle')} rules={required}>
        <Input maxLength={100} data-testid="invoice-title" />
      </Form.Item>
      <Form.Item
        name="taxNumber"
        label={t('taxNumber')}
        rules={[...required, { pattern: /^[0-9A-Za-z]{15,20}$/, message: t('taxNumberInvalid') }]}
      >
        <Input maxLength={20} data-testid="invoice-tax" />
      </Form.Item>
      <Form.Item name="address" label={t('address')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('email')}
        rules={[...required, { type: 'email', message: t('required') }]}
      >
        <Input maxLength={100} data-testid="invoice-email" />
      </Form.Item>
    </FormDialog>
  )
}

function OrderList({ scope }: { scope: 'enterprise' | 'mine' }) {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const { run } = useAction()
  const [state, setState] = useState<OrderState>()
  const orders = usePagedCall(scope === 'mine' ? 'order/mine' : 'order/query', state ? { state } : {})
  const [chosen, setChosen] = useState<OrderView[]>([])
  const [applying, setApplying] = useState(false)
  const payFromWallet = async (o: OrderView) => {
    if ((await run(() => api.call('order/pay/wallet', { orderId: o.id }))) !== undefined)
      await orders.reload()
  }
  return (
    <Card
      title={t(scope === 'mine' ? 'myOrders' : 'orders')}
      data-testid="order-list"
      extra={
        <Space>
          <Select<OrderState | ''>
            style={{ width: 140 }}
            value={state ?? ''}
            onChange={(v) => setState(v || undefined)}
            options={[
              { value: '', label: t('allStates') },
              ...ORDER_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
            ]}
            data-testid="order-state-filter"
          />
          <Button
            type="primary"
            disabled={chosen.length === 0}
            onClick={() => setApplying(true)}
            data-testid="order-apply-invoice"
          >
            {t('applyInvoice')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('applyHint')}</Typography.Paragraph>
      {orders.error !== undefined ? (
        <Alert type="error" title={t('loadFailed')} />
      ) : (
        <Table<OrderView>
          rowKey="id"
          loading={orders.loading}
          dataSource={orders.rows}
          pagination={orders.pagination}
          locale={{ emptyText: t('noOrders') }}
          scroll={{ x: 1000 }}
          rowSelection={{
            selectedRowKeys: chosen.map((o) => o.id),
            onChange: (_, rows) => setChosen(rows),
            getCheckboxProps: (o) => ({ disabled: o.state !== 'paid' || o.invoiceId !== null }),
          }}
          columns={[
            {
              title: t('number'),
              dataIndex: 'number',
              render: (v: string) => (
                <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
                  {v}
                </Typography.Text>
              ),
            },
            { title: t('kind'), dataIndex: 'kind', render: (v: string) => t(`kind.${v}`) },
            { title: t('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
            {
              title: t('state'),
              dataIndex: 'state',
              render: (v: string, o) => (
                <Space size={4}>
                  <Tag color={STATE_COLOUR[v]}>{t(`state.${v}`)}</Tag>
                  {o.invoiceId && <Tag>{t('invoiced')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('payMethod'),
              dataIndex: 'payMethod',
              render: (v: string) => (v ? t(`pay.${v}`, v) : '-'),
            },
            { title: t('createdAt'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
            {
              title: t('paidAt'),
              dataIndex: 'paidAt',
              render: (v: number | null) => (v ? formatTime(v) : '-'),
            },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, o) =>
                o.state === 'unpaid' && (
                  <Space>
                    <Link to={`/order/pay/qrcode/${o.id}/dev`}>{t('payQrAction')}</Link>
                    {scope === 'enterprise' && o.kind !== 'recharge' && (
                      <Popconfirm
                        title={t('payWalletConfirm', { amount: formatYuan(o.amount) })}
                        onConfirm={() => payFromWallet(o)}
                      >
                        <Button type="link" size="small">
                          {t('payWallet')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
            },
          ]}
        />
      )}
      {applying && (
        <InvoiceDialog
          orders={chosen}
          onClose={(saved) => {
            setApplying(false)
            if (!saved) return
            setChosen([])
            void orders.reload()
          }}
        />
      )}
    </Card>
  )
}

export const EnterpriseOrders = () => <OrderList scope="enterprise" />
export const MyOrders = () => <OrderList scope="mine" />
