// `/manage/card/list`: the enterprise's IoT cards by expiry, with their state (§4), data, fee and linked
// device; filters by state and ICCID or plan; a spreadsheet import with a result per row; an export; halting
// a card or taking it back into service; a card's public recharge link.
import {
  App,
  Button,
  Input,
  Modal,
  Progress,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CARD_STATES, type CardImportRow, type CardState, type CardView } from '../../../schemas/api/cards.ts'
import { CARD_STATE_COLOURS, cardDay } from '../shared/card-state.ts'
import { base64Of, downloadFile } from '../shared/download.ts'
import { LoadRetry } from '../shared/load-failed.tsx'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { usePagedCall } from '../shared/usePaged.ts'
import { formatYuan } from './money.ts'

function ImportResults({ rows, onClose }: { rows: CardImportRow[]; onClose: () => void }) {
  const { t } = useTranslation('commerce')
  const refused = rows.filter((r) => r.result === 'refused').length
  return (
    <Modal open title={t('cardImportResult')} onOk={onClose} onCancel={onClose} width={720} footer={null}>
      <Typography.Paragraph data-testid="card-import-summary">
        {t('cardImportSummary', { total: rows.length, refused })}
      </Typography.Paragraph>
      <Table<CardImportRow>
        rowKey="row"
        size="small"
        data-testid="card-import-rows"
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('cardRow'), dataIndex: 'row', width: 80 },
          { title: 'ICCID', dataIndex: 'iccid' },
          {
            title: t('cardResult'),
            dataIndex: 'result',
            render: (v: CardImportRow['result'], r) => (
              <Tag color={v === 'refused' ? 'red' : 'green'}>
                {t(`cardResult.${v}`)}
                {r.reason ? `: ${t(`cardReason.${r.reason}`, r.reason)}` : ''}
              </Tag>
            ),
          },
        ]}
      />
    </Modal>
  )
}

function usage(card: CardView) {
  if (card.dataTotal <= 0) return '-'
  const percent = Math.min(100, Math.round((card.dataUsed / card.dataTotal) * 100))
  return (
    <Space size="small" style={{ whiteSpace: 'nowrap' }}>
      <Progress percent={percent} size="small" style={{ width: 64 }} showInfo={false} />
      <span>{`${card.dataUsed} / ${card.dataTotal} MB`}</span>
    </Space>
  )
}

export function CardList() {
  const { t } = useTranslation('commerce')
  const { api, lang } = useServices()
  const { message } = App.useApp()
  const { run, busy } = useAction()
  const [state, setState] = useState<CardState | undefined>()
  const [keyword, setKeyword] = useState('')
  const [imported, setImported] = useState<CardImportRow[]>()
  const filters = { ...(state ? { state } : {}), ...(keyword ? { keyword } : {}) }
  const cards = usePagedCall('card/query', filters)
  const importFile = async (file: File) => {
    const answer = await run(async () => api.call('card/import', { data: await base64Of(file) }))
    if (answer) {
      setImported(answer.rows)
      cards.reload()
    }
    return false
  }
  const halt = async (card: CardView, halted: boolean) => {
    if ((await run(() => api.call('card/halt', { id: card.id, halted }))) !== undefined) {
      void message.success(t(halted ? 'cardHalted' : 'cardResumed'))
      cards.reload()
    }
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="card-list">
      <Space wrap>
        <Select<CardState>
          allowClear
          placeholder={t('cardState')}
          style={{ width: 160 }}
          value={state}
          onChange={setState}
          data-testid="card-state-filter"
          options={CARD_STATES.map((s) => ({ value: s, label: t(`cardState.${s}`) }))}
        />
        <Input.Search
          allowClear
          placeholder={t('cardSearch')}
          style={{ width: 260 }}
          onSearch={setKeyword}
          data-testid="card-search"
        />
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={importFile}>
          <Button loading={busy} data-testid="card-import">
            {t('cardImport')}
          </Button>
        </Upload>
        <Button
          onClick={() =>
            run(() => downloadFile(api.baseUrl, 'card/export', filters, lang, `${t('cards')}.xlsx`))
          }
          data-testid="card-export"
        >
          {t('cardExport')}
        </Button>
      </Space>
      <Typography.Text type="secondary">{t('cardImportHint')}</Typography.Text>
      {cards.error !== undefined ? (
        <LoadRetry onRetry={cards.reload} />
      ) : (
        <Table<CardView>
          rowKey="id"
          data-testid="card-table"
          loading={cards.loading}
          dataSource={cards.rows}
          pagination={cards.pagination}
          locale={{ emptyText: t('noCards') }}
          scroll={{ x: 1200 }}
          columns={[
            { title: 'ICCID', dataIndex: 'iccid', width: 200 },
            { title: t('cardOperator'), dataIndex: 'operator', render: (v: string) => v || '-' },
            { title: t('cardPlan'), dataIndex: 'plan', render: (v: string) => v || '-' },
            {
              title: t('cardMonthly'),
              dataIndex: 'monthlyPrice',
              align: 'right',
              render: (v: number) => formatYuan(v),
            },
            { title: t('cardData'), key: 'data', width: 220, render: (_, c) => usage(c) },
            {
              title: t('cardExpires'),
              dataIndex: 'expiresAt',
              width: 120,
              render: (v: number) => cardDay(v),
            },
            {
              title: t('cardState'),
              dataIndex: 'state',
              render: (v: CardState) => (
                <Tag color={CARD_STATE_COLOURS[v]} data-testid={`card-state-${v}`}>
                  {t(`cardState.${v}`)}
                </Tag>
              ),
            },
            { title: t('cardDevice'), key: 'device', render: (_, c) => c.device?.name ?? '-' },
            {
              title: t('actions'),
              key: 'actions',
              fixed: 'right',
              width: 200,
              render: (_, c) => (
                <Space>
                  {c.state !== 'cancelled' && (
                    <Switch
                      size="small"
                      checked={c.state !== 'halted'}
                      onChange={(on) => halt(c, !on)}
                      aria-label={t('cardInService')}
                    />
                  )}
                  <Typography.Link href={`/card/recharge/${c.iccid}`} target="_blank" rel="noopener">
                    {t('cardRecharge')}
                  </Typography.Link>
                </Space>
              ),
            },
          ]}
        />
      )}
      {imported && <ImportResults rows={imported} onClose={() => setImported(undefined)} />}
    </Space>
  )
}
