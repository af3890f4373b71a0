// The signal picker (designer spec §3 data binding): device → signal, device → report signal, a system
// key or a memory variable, by the kinds the widget accepts; searchable, each signal with its unit and
// data type. Picking fills ids and titles (nobody types an id); clearing empties them (as binding refresh
// clears a lost binding). A write target lists only signals that can be written.
import { Button, Select, Space, Tag } from 'antd'
import type { BindingKind } from '../../../schemas/page.ts'
import { useDesignerEnv } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import type { SignalRecord } from '../io/records.ts'
import { Row } from './templates.tsx'
import { useAsync } from './use-async.ts'

export interface BindingValue {
  type?: BindingKind
  equipId?: string
  signalId?: string
  title?: string
  subTitle?: string
  equipKey?: string
  systemKey?: string
  mvarId?: string
}

export const CLEARED: BindingValue = {
  equipId: '',
  signalId: '',
  title: '',
  subTitle: '',
  equipKey: '',
  systemKey: '',
  mvarId: '',
}

export interface SignalPickerProps {
  value: BindingValue
  kinds: readonly BindingKind[]
  onChange: (patch: BindingValue) => void
  id?: string
  /** only signals that can be written */
  writable?: boolean
}

const canWrite = (s: SignalRecord) => !s.rw || s.rw.includes('w')

/** A signal in the list: its title, then unit and data type when it has them. */
function SignalOption({ signal }: { signal: SignalRecord }) {
  return (
    <Space size={4} style={{ width: '100%', justifyContent: 'space-between' }}>
      <span>{signal.signalTitle || signal.signalId}</span>
      <span>
        {signal.unit && <Tag style={{ marginInlineEnd: 2 }}>{signal.unit}</Tag>}
        {signal.dataType && <Tag color="blue">{signal.dataType}</Tag>}
      </span>
    </Space>
  )
}

const usesEquip = (kind: BindingKind) => kind === 'signal' || kind === 'scene' || kind === 'report'

export function SignalPicker({ value, kinds, onChange, id, writable }: SignalPickerProps) {
  const { source } = useDesignerEnv()
  const { t } = useDesignerTexts()
  const kind: BindingKind = value.type && kinds.includes(value.type) ? value.type : (kinds[0] ?? 'signal')
  const equipId = value.equipId ?? ''
  const equips = useAsync(() => (usesEquip(kind) ? source.equips() : Promise.resolve([])), [source, kind])
  const signals = useAsync(
    () =>
      !usesEquip(kind) || !equipId
        ? Promise.resolve([])
        : kind === 'report'
          ? source.reportSignals(equipId)
          : source.signals(equipId).then((all) => (writable ? all.filter(canWrite) : all)),
    [source, kind, equipId, writable],
  )
  const keys = useAsync(() => (kind === 'system' ? source.systemKeys() : Promise.resolve([])), [source, kind])
  const mvars = useAsync(() => (kind === 'mvar' ? source.mvars() : Promise.resolve([])), [source, kind])
  const select = { showSearch: true, optionFilterProp: 'label', style: { width: '100%' }, allowClear: false }
  // Until the lists come (or when a saved binding is no longer listed) the saved titles stand in: never an id.
  const savedOption = (id: string | undefined, title: string | undefined, listed: boolean) =>
    id && !listed ? [{ value: id, label: title || t('binding.unlisted') }] : []
  const signalLabel = kind === 'report' ? t('binding.reportSignal') : t('binding.signal')

  return (
    <div id={id} data-testid="signal-picker">
      {kinds.length > 1 && (
        <Row label={t('binding.kind')}>
          <Select
            {...select}
            aria-label={t('binding.kind')}
            value={kind}
            options={kinds.map((k) => ({ value: k, label: t(`widgets.enum.${k}`) }))}
            onChange={(k: BindingKind) => onChange({ ...CLEARED, type: k })}
          />
        </Row>
      )}
      {usesEquip(kind) && (
        <>
          <Row label={t('binding.equip')}>
            <Select
              {...select}
              aria-label={t('binding.equip')}
              placeholder={t('binding.pickEquip')}
              value={equipId || undefined}
              loading={equips === undefined}
              options={[
                ...savedOption(
                  equipId,
                  value.subTitle,
                  Boolean(equips?.some((e) => e.equipmentId === equipId)),
                ),
                ...(equips ?? []).map((e) => ({
                  value: e.equipmentId,
                  label: e.title || t('binding.untitled'),
                })),
              ]}
              onChange={(next: string) => onChange({ ...CLEARED, type: kind, equipId: next })}
            />
          </Row>
          <Row label={signalLabel}>
            <Select
              {...select}
              aria-label={signalLabel}
              placeholder={equipId ? t('binding.pickSignal') : t('binding.pickEquipFirst')}
              disabled={!equipId}
              value={value.signalId || undefined}
              loading={Boolean(equipId) && signals === undefined}
              popupMatchSelectWidth={false}
              notFoundContent={t(writable ? 'binding.noWritable' : 'binding.noSignals')}
              options={[
                ...savedOption(
                  value.signalId,
                  value.title,
                  Boolean(signals?.some((r) => r.signalId === value.signalId)),
                ),
                ...(signals ?? []).map((r) => ({
                  value: r.signalId,
                  label: r.signalTitle || t('binding.untitled'),
                  record: r,
                })),
              ]}
              optionRender={(o) => {
                const record = (o.data as { record?: SignalRecord }).record
                return record ? <SignalOption signal={record} /> : o.label
              }}
              onChange={(signalId: string) => {
                const s = signals?.find((r) => r.signalId === signalId)
                if (!s) return
                onChange({
                  type: kind,
                  equipId: s.equipId || equipId,
                  signalId,
                  title: s.signalTitle,
                  subTitle: s.equipTitle ?? '',
                  equipKey: s.equipKey ?? '',
                })
              }}
            />
          </Row>
        </>
      )}
      {kind === 'system' && (
        <Row label={t('binding.systemKey')}>
          <Select
            {...select}
            aria-label={t('binding.systemKey')}
            placeholder={t('binding.systemKey')}
            value={value.systemKey || undefined}
            options={[
              ...savedOption(
                value.systemKey,
                value.title,
                Boolean(keys?.some((k) => k.systemKey === value.systemKey)),
              ),
              ...(keys ?? []).map((k) => ({ value: k.systemKey, label: k.title })),
            ]}
            onChange={(systemKey: string) =>
              onChange({
                type: kind,
                systemKey,
                title: keys?.find((k) => k.systemKey === systemKey)?.title ?? '',
              })
            }
          />
        </Row>
      )}
      {kind === 'mvar' && (
        <Row label={t('binding.mvar')}>
          <Select
            {...select}
            aria-label={t('binding.mvar')}
            placeholder={t('binding.mvar')}
            value={value.mvarId || undefined}
            options={[
              ...savedOption(value.mvarId, value.title, Boolean(mvars?.some((m) => m.id === value.mvarId))),
              ...(mvars ?? []).map((m) => ({ value: m.id, label: m.title || t('binding.untitled') })),
            ]}
            onChange={(mvarId: string) =>
              onChange({ type: kind, mvarId, title: mvars?.find((m) => m.id === mvarId)?.title ?? '' })
            }
          />
        </Row>
      )}
      <div style={{ textAlign: 'right', marginBottom: 6 }}>
        <Button size="small" type="link" onClick={() => onChange({ ...CLEARED, type: kind })}>
          {t('binding.clear')}
        </Button>
      </div>
    </div>
  )
}
