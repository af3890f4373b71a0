// Invoice applications: the enterprise's (`/manage/card/invoice`) and the account's own
// (`/account/invoice`); a platform administrator also sees every enterprise's and issues or refuses each.
import { Alert, Button, Card, Form, Input, Popconfirm, Space, Table, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InvoiceView } from '../../../schemas/api/invoice.ts'
import { PLATFORM_ADMIN_KEY } from '../../../schemas/api/permissions.ts'
import { FormDialog } from '../shared/form-dialog.tsx'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { formatYuan } from './money.ts'
import { STATE_COLOUR } from './orders.tsx'

type Scope = 'enterprise' | 'mine' | 'all'

function RefuseDialog({ invoice, onClose }: { invoice: InvoiceView; onClose: (saved: boolean) => void }) {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  return (
    <FormDialog<{ reason: string }>
      title={t('refuse')}
      testId="invoice-refuse-dialog"
      submit={(v) =>
        api.call('invoice/handle', { invoice: invoice.id, action: 'refuse', reason: v.reason.trim() })
      }
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('refuseReason')}
        rules={[{ required: true, whitespace: true, message: t('required') }]}
      >
        <Input.TextArea maxLength={200} rows={3} />
      </Form.Item>
    </FormDialog>
  )
}

function InvoiceTable({ scope }: { scope: Scope }) {
  const { api } = useServices()
  const { t } = useTranslation('commerce')
  const { run } = useAction()
  const list = usePagedCall(
    scope === 'mine' ? 'invoice/mine' : scope === 'all' ? 'invoice/all' : 'invoice/query',
  )
  const [refusing, setRefusing] = useState<InvoiceView>()
  const issue = async (i: InvoiceView) => {
    if ((await run(() => api.call('invoice/handle', { invoice: i.id, action: 'issue' }))) !== undefined)
      await list.reload()
  }
  if (list.error !== undefined) return <Alert type="error" title={t('loadFailed')} />
  return (
    <>
      <Table<InvoiceView>
        rowKey="id"
        data-testid={`invoice-list-${scope}`}
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        locale={{ emptyText: t('noInvoices') }}
        scroll={{ x: 1000 }}
        columns={[
          { title: t('createdAt'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
          ...(scope === 'all' ? [{ title: t('enterprise'), dataIndex: 'orgName' }] : []),
          { title: t('invoiceTitle'), dataIndex: 'title' },
          { title: t('taxNumber'), dataIndex: 'taxNumber' },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
          { title: t('orders'), dataIndex: 'orderIds', render: (v: string[]) => v.length },
          {
            title: t('state'),
            dataIndex: 'state',
            render: (v: string, i) => (
              <Space size={4}>
                <Tag color={STATE_COLOUR[v]}>{t(`state.${v}`)}</Tag>
                {i.reason && <span>{i.reason}</span>}
              </Space>
            ),
          },
          ...(scope === 'all'
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  render: (_: unknown, i: InvoiceView) =>
                    i.state === 'applied' && (
                      <Space>
                        <Popconfirm title={t('issueConfirm')} onConfirm={() => issue(i)}>
                          <Button type="link" size="small">
                            {t('issue')}
                          </Button>
                        </Popconfirm>
                        <Button type="link" size="small" danger onClick={() => setRefusing(i)}>
                          {t('refuse')}
                        </Button>
                      </Space>
                    ),
                },
              ]
            : []),
        ]}
      />
      {refusing && (
        <RefuseDialog
          invoice={refusing}
          onClose={(saved) => {
            setRefusing(undefined)
            if (saved) void list.reload()
          }}
        />
      )}
    </>
  )
}

export function EnterpriseInvoices() {
  const { t } = useTranslation('commerce')
  const { hasAuth } = useServices()
  return (
    <Card title={t('invoices')} data-testid="invoices">
      {hasAuth(PLATFORM_ADMIN_KEY) ? (
        <Tabs
          items={[
            { key: 'enterprise', label: t('ownInvoices'), children: <InvoiceTable scope="enterprise" /> },
            { key: 'all', label: t('allInvoices'), children: <InvoiceTable scope="all" /> },
          ]}
        />
      ) : (
        <InvoiceTable scope="enterprise" />
      )}
    </Card>
  )
}

export function MyInvoices() {
  const { t } = useTranslation('commerce')
  return (
    <Card title={t('myInvoices')} data-testid="invoices">
      <InvoiceTable scope="mine" />
    </Card>
  )
}
