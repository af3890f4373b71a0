// The alarm table's view: a toolbar (state, time range, export), the records of the widget's devices
// newest first with the chosen columns, the operation column to acknowledge. At runtime the host's
// record source answers the queries (a view never fetches); in the designer the table shows its
// columns without rows.
import { Button, Segmented, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Static } from 'typebox'
import { UNBOUND_LABEL } from '../../../core/binding/refresh-rules.ts'
import type { AlarmColumn } from '../../../core/i18n/alarm-table.ts'
import type { AlarmTableQuery, Lang, WidgetViewProps } from '../../../core/kernel/index.ts'
import type { AlarmRecordView } from '../../../schemas/entities/live.ts'
import { rangeOf, TableFrame, usePeriod } from '../common/table-view.tsx'
import type { ALARM_STATES, schema } from './schema.ts'
import { textOf } from './texts.ts'

type Options = Static<typeof schema>
const LEVEL_COLOUR = { severe: 'red', important: 'orange', normal: 'blue' } as const
/** Each column's width unless the designer set one: times and the acknowledgement on one line. */
const WIDTH: Record<AlarmColumn, number> = {
  equipTitle: 140,
  type: 110,
  alarmLevelId: 100,
  gmtTrigger: 180,
  gmtRelease: 180,
  value: 100,
  msg: 220,
  opration: 200,
}

/** A short beep (Web Audio) for a new alarm; silent where audio is not allowed yet. */
function beep() {
  try {
    const audio = new AudioContext()
    const tone = audio.createOscillator()
    tone.frequency.value = 880
    tone.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + 0.3)
    tone.onended = () => void audio.close()
  } catch {
    // no audio here
  }
}

function cellOf(key: AlarmColumn, r: AlarmRecordView, lang: Lang, format: string) {
  switch (key) {
    case 'equipTitle':
      return r.equipTitle
    case 'type':
      return textOf(lang, `type.${r.type}`)
    case 'alarmLevelId':
      return <Tag color={LEVEL_COLOUR[r.level]}>{textOf(lang, `level.${r.level}`)}</Tag>
    case 'gmtTrigger':
      return dayjs(r.gmtTrigger).format(format)
    case 'gmtRelease':
      return r.gmtRelease === null ? (
        <Tag color="red">{textOf(lang, 'alarming')}</Tag>
      ) : (
        dayjs(r.gmtRelease).format(format)
      )
    case 'value':
      return r.value
    case 'msg':
      return r.msg
    case 'opration':
      return null
  }
}

/**
 * Who acknowledged and when, then the operator's note (issue 31): at most two lines, which a row holds
 * (broken at spaces, not inside a word), the rest cut with "…"; the whole as its tooltip.
 */
function AckedCell({ r, text, fontSize }: { r: AlarmRecordView; text: string; fontSize: number }) {
  const whole = r.ackNote ? `${text} · ${r.ackNote}` : text
  return (
    <span
      data-testid="alarm-acknowledged"
      data-note={r.ackNote}
      title={whole}
      style={{
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        overflow: 'hidden',
        fontSize: fontSize - 2,
        lineHeight: 1.3,
        wordBreak: 'keep-all',
      }}
    >
      {whole}
    </span>
  )
}

export function AlarmView({ widget, mode, records, lang }: WidgetViewProps<Options>) {
  const data = widget.data
  const style = widget.style
  const source = mode === 'runtime' ? records?.alarms : undefined
  const equips = data.equips ?? []
  const bound = useMemo(
    () => equips.filter((e) => e.equipmentId && e.title !== UNBOUND_LABEL).map((e) => e.equipmentId),
    [equips],
  )
  const unbound = equips.filter((e) => !e.equipmentId || e.title === UNBOUND_LABEL)
  const [state, setState] = useState<(typeof ALARM_STATES)[number]>(data.state ?? 'all')
  const period = usePeriod(lang, data.timeRange, data.filterTime)
  const { preset, custom, page, setPage } = period
  const [tick, setTick] = useState(0)
  const [answer, setAnswer] = useState<{ list: AlarmRecordView[]; total: number; error?: string }>({
    list: [],
    total: 0,
  })
  const seen = useRef<Set<string> | null>(null)
  const pageSize = data.show ? Math.max(1, data.pageSize ?? 10) : 100
  const format = data.timeFormat || 'YYYY-MM-DD HH:mm:ss'

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` asks again (live alarm, roll time)
  const query: AlarmTableQuery = useMemo(() => {
    const range = rangeOf(preset, custom, data.timeRange, Date.now())
    return { equipmentIds: bound, state, ...range, pageNo: page, pageSize }
  }, [bound, state, preset, custom, page, pageSize, data.timeRange, tick])

  useEffect(() => {
    if (!source) return
    let current = true
    source.query(query).then(
      (a) => {
        if (!current) return
        // a new alarm since the last answer sounds once (not the ones there on opening)
        if (
          seen.current &&
          data.sound &&
          a.list.some((r) => r.gmtRelease === null && !seen.current?.has(r.id))
        )
          beep()
        seen.current = new Set([...(seen.current ?? []), ...a.list.map((r) => r.id)])
        setAnswer(a)
      },
      (e: unknown) =>
        current && setAnswer({ list: [], total: 0, error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      current = false
    }
  }, [source, query, data.sound])

  const refresh = useCallback(() => setTick((t) => t + 1), [])
  useEffect(
    () => (source && bound.length ? source.watch(bound, refresh) : undefined),
    [source, bound, refresh],
  )
  useEffect(() => {
    if (!source) return
    const timer = setInterval(refresh, Math.max(5, data.rollTime || 30) * 1000)
    return () => clearInterval(timer)
  }, [source, data.rollTime, refresh])

  const acknowledge = (id: string) => source?.acknowledge(id).then(refresh, refresh)
  const shown = (data.columns ?? []).filter((c) => c.show)
  const columns: ColumnsType<AlarmRecordView> = shown.map((c) => ({
    key: c.key,
    title: c.title || textOf(lang, `col.${c.key}`),
    width: c.width || WIDTH[c.key],
    // the operation stays in sight while the other columns scroll under it; who and when may take
    // two lines there (a row holds two of the smaller lines)
    ...(c.key === 'opration' ? { fixed: 'right' as const, ellipsis: false } : {}),
    render: (_: unknown, r: AlarmRecordView) =>
      c.key !== 'opration' ? (
        cellOf(c.key, r, lang, format)
      ) : r.confirmedAt !== null ? (
        <AckedCell
          r={r}
          text={textOf(lang, 'acknowledged', {
            who: r.confirmedBy ?? '',
            when: dayjs(r.confirmedAt).format(format),
          })}
          fontSize={style.fontSize}
        />
      ) : (
        <Button size="small" type="link" data-testid="alarm-acknowledge" onClick={() => acknowledge(r.id)}>
          {textOf(lang, 'acknowledge')}
        </Button>
      ),
  }))
  const exportFile = () => source?.export(query, exportColumns(shown.map((c) => c.key)), lang)
  return (
    <TableFrame<AlarmRecordView>
      testId="complex-alarm"
      widget={widget}
      style={style}
      lang={lang}
      toolbar={
        <>
          <Segmented
            size="small"
            value={state}
            data-testid="alarm-state"
            options={(['all', 'active', 'history'] as const).map((s) => ({
              value: s,
              label: textOf(lang, `state.${s}`),
            }))}
            onChange={(v) => {
              setState(v)
              setPage(1)
            }}
          />
          {period.filter}
          {unbound.map((e) => (
            <Tag key={`unbound-${e.equipmentId}`} color="default">
              {`${textOf(lang, 'col.equipTitle')} ${equips.indexOf(e) + 1}: ${textOf(lang, 'unbound')}`}
            </Tag>
          ))}
        </>
      }
      {...(data.exportExcel
        ? { exporting: { testId: 'alarm-export', disabled: !source || bound.length === 0, run: exportFile } }
        : {})}
      {...(answer.error ? { error: textOf(lang, 'failed', { msg: answer.error }) } : {})}
      rowKey="id"
      columns={columns}
      rows={answer.list}
      total={answer.total}
      {...(bound.length === 0 ? { emptyText: textOf(lang, 'noDevices') } : {})}
      paging={{ show: data.show, page, pageSize, onPage: setPage }}
    />
  )
}

/** The export's columns: the shown ones, the operation column as who acknowledged and when. */
function exportColumns(keys: readonly AlarmColumn[]): string[] {
  return keys.map((k) => (k === 'opration' ? 'confirm' : k))
}
