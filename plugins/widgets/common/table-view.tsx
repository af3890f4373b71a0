// What the table widgets share (alarm and history tables): the time filter — the widget's own span back
// from now, the last 24 hours, the last 3 days, or a custom period picked with a range picker — and the
// frame: a toolbar (the widget's filters, then the export button), an error line, the antd table with
// the table style, a fixed header and paging. A table narrower than its columns scrolls sideways inside
// the widget (each column keeps its width, at least its title on one line; cells end in an ellipsis
// with the full text as a tooltip), so every column stays reachable at any widget size.
// antd: only lazy views import this.
import { Button, DatePicker, Select, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { Dayjs } from 'dayjs'
import { type ReactNode, useState } from 'react'
import type { Lang } from '../../../core/kernel/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { TABLE_TEXTS, type TableStyle, tableCss, wordsOf } from './table-schema.ts'

const TOOLBAR = 40
const PAGER = 40
/** a column without a width of its own */
const MIN_COLUMN = 120
/** a header cell's padding and a little air (small antd table) */
const HEADER_PADDING = 24

export type Preset = 'widget' | '24h' | '3d' | 'custom'
const HOUR = 3_600_000
const PRESET_MS: Record<Exclude<Preset, 'custom' | 'widget'>, number> = { '24h': 24 * HOUR, '3d': 72 * HOUR }

const textOf = wordsOf(TABLE_TEXTS)

/** The period a preset means now: start (and end for a custom one) in epoch ms; {} for an unset custom. */
export function rangeOf(
  preset: Preset,
  custom: [Dayjs, Dayjs] | null,
  timeRangeMinutes: number,
  now: number,
): { startTime?: number; endTime?: number } {
  if (preset === 'custom')
    return custom ? { startTime: custom[0].valueOf(), endTime: custom[1].valueOf() } : {}
  const back = preset === 'widget' ? Math.max(1, timeRangeMinutes) * 60_000 : PRESET_MS[preset]
  return { startTime: now - back }
}

export function TimeFilter(props: {
  lang: Lang
  preset: Preset
  custom: [Dayjs, Dayjs] | null
  timeRangeMinutes: number
  onPreset: (p: Preset) => void
  onCustom: (c: [Dayjs, Dayjs] | null) => void
}) {
  const { lang, preset } = props
  return (
    <>
      <Select<Preset>
        size="small"
        value={preset}
        style={{ width: 130 }}
        data-testid="table-time-filter"
        options={[
          {
            value: 'widget',
            label: textOf(lang, 'range.widget', { n: Math.round((props.timeRangeMinutes / 60) * 10) / 10 }),
          },
          { value: '24h', label: textOf(lang, 'range.24h') },
          { value: '3d', label: textOf(lang, 'range.3d') },
          { value: 'custom', label: textOf(lang, 'range.custom') },
        ]}
        onChange={props.onPreset}
      />
      {preset === 'custom' && (
        <DatePicker.RangePicker
          size="small"
          showTime
          value={props.custom}
          onChange={(v) => props.onCustom(v?.[0] && v[1] ? [v[0], v[1]] : null)}
        />
      )}
    </>
  )
}

/**
 * A table's period and page: the time filter (when shown) and the state it sets; a new period goes back
 * to the first page.
 */
export function usePeriod(lang: Lang, timeRangeMinutes: number, show: boolean) {
  const [preset, setPreset] = useState<Preset>('widget')
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null)
  const [page, setPage] = useState(1)
  const filter = show ? (
    <TimeFilter
      lang={lang}
      preset={preset}
      custom={custom}
      timeRangeMinutes={timeRangeMinutes}
      onPreset={(v) => {
        setPreset(v)
        setPage(1)
      }}
      onCustom={(v) => {
        setCustom(v)
        setPage(1)
      }}
    />
  ) : null
  return { preset, custom, page, setPage, filter }
}

/** The width `title` takes on one line at `fontSize` (an estimate: CJK a full em, other letters 0.62). */
function titleWidth(title: unknown, fontSize: number): number {
  if (typeof title !== 'string') return 0
  let ems = 0
  for (const ch of title) ems += ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.62
  return Math.ceil(ems * fontSize) + HEADER_PADDING
}

/**
 * The columns with a width each (their own or MIN_COLUMN, never narrower than the title) and one line
 * per cell, and the width they need together: the table scrolls sideways below it.
 */
export function sizedColumns<T>(columns: ColumnsType<T>, fontSize: number) {
  const sized = columns.map((c) => ({
    ellipsis: true,
    ...c,
    width: Math.max(Number(c.width) || MIN_COLUMN, titleWidth(c.title, fontSize)),
  }))
  return { columns: sized, width: sized.reduce((sum, c) => sum + c.width, 0) }
}

export interface TableFrameProps<T> {
  testId: string
  widget: Pick<Widget, 'id' | 'position'>
  style: TableStyle
  lang: Lang
  /** the widget's filters, left in the toolbar */
  toolbar: ReactNode
  /** the export button (when the widget exports) */
  exporting?: { testId: string; disabled: boolean; run: () => void }
  /** a failure to show above the table, already worded */
  error?: string
  rowKey: keyof T & string
  columns: ColumnsType<T>
  rows: T[]
  total: number
  emptyText?: string
  paging: { show: boolean; page: number; pageSize: number; onPage: (page: number) => void }
}

export function TableFrame<T extends object>(p: TableFrameProps<T>) {
  const { style, lang, paging } = p
  const bodyHeight = p.widget.position.height - TOOLBAR - style.headerHeight - (paging.show ? PAGER : 0)
  const sized = sizedColumns(p.columns, style.fontSize)
  return (
    <div
      data-testid={p.testId}
      style={{
        width: '100%',
        height: '100%',
        background: style.background,
        overflow: 'hidden',
        fontSize: style.fontSize,
        color: style.color,
      }}
    >
      <style>{tableCss(p.widget.id, style)}</style>
      {/* a toolbar wider than the widget scrolls too, its controls never squeezed */}
      <div
        className="lf-table-toolbar"
        style={{
          height: TOOLBAR,
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '0 8px',
          overflowX: 'auto',
        }}
      >
        {p.toolbar}
        <span style={{ flex: 1 }} />
        {p.exporting && (
          <Button
            size="small"
            data-testid={p.exporting.testId}
            disabled={p.exporting.disabled}
            onClick={p.exporting.run}
          >
            {textOf(lang, 'export')}
          </Button>
        )}
      </div>
      {p.error && <div style={{ color: '#ff4d4f', padding: '0 8px' }}>{p.error}</div>}
      <Table<T>
        size="small"
        rowKey={p.rowKey}
        columns={sized.columns}
        dataSource={p.rows}
        // a fixed header measures its columns (ResizeObserver; absent in jsdom)
        scroll={{
          x: sized.width,
          ...(typeof ResizeObserver !== 'undefined' ? { y: Math.max(40, bodyHeight) } : {}),
        }}
        locale={p.emptyText ? { emptyText: p.emptyText } : {}}
        pagination={
          paging.show
            ? {
                current: paging.page,
                pageSize: paging.pageSize,
                total: p.total,
                size: 'small',
                showSizeChanger: false,
                showTotal: (n) => textOf(lang, 'total', { n }),
                onChange: paging.onPage,
              }
            : false
        }
      />
    </div>
  )
}
