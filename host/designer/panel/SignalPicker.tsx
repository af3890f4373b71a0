// The signal picker (designer spec §3 data binding): device → signal, device → report signal, a system
// key or a memory variable, by the kinds the widget accepts. Picking fills ids and titles; clearing
// empties them (as binding refresh clears a lost binding).
import { Button, Select, Space } from 'antd'
import type { BindingKind } from '../../../schemas/page.ts'
import { useDesignerEnv } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
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
}

const usesEquip = (kind: BindingKind) => kind === 'signal' || kind === 'scene' || kind === 'report'

export function SignalPicker({ value, kinds, onChange, id }: SignalPickerProps) {
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
          : source.signals(equipId),
    [source, kind, equipId],
  )
  const keys = useAsync(() => (kind === 'system' ? source.systemKeys() : Promise.resolve([])), [source, kind])
  const mvars = useAsync(() => (kind === 'mvar' ? source.mvars() : Promise.resolve([])), [source, kind])
  const select = { showSearch: true, optionFilterProp: 'label', style: { width: '100%' }, allowClear: false }

  return (
    <Space direction="vertical" style={{ width: '100%' }} id={id} data-testid="signal-picker">
      {kinds.length > 1 && (
        <Select
          {...select}
          aria-label={t('binding.kind')}
          value={kind}
          options={kinds.map((k) => ({ value: k, label: t(`widgets.enum.${k}`) }))}
          onChange={(k: BindingKind) => onChange({ ...CLEARED, type: k })}
        />
      )}
      {usesEquip(kind) && (
        <>
          <Select
            {...select}
            aria-label={t('binding.equip')}
            placeholder={t('binding.equip')}
            value={equipId || undefined}
            options={(equips ?? []).map((e) => ({ value: e.equipmentId, label: e.title || e.equipmentId }))}
            onChange={(next: string) => onChange({ ...CLEARED, type: kind, equipId: next })}
          />
          <Select
            {...select}
            aria-label={kind === 'report' ? t('binding.reportSignal') : t('binding.signal')}
            placeholder={kind === 'report' ? t('binding.reportSignal') : t('binding.signal')}
            value={value.signalId || undefined}
            options={(signals ?? []).map((s) => ({ value: s.signalId, label: s.signalTitle || s.signalId }))}
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
        </>
      )}
      {kind === 'system' && (
        <Select
          {...select}
          aria-label={t('binding.systemKey')}
          placeholder={t('binding.systemKey')}
          value={value.systemKey || undefined}
          options={(keys ?? []).map((k) => ({ value: k.systemKey, label: k.title }))}
          onChange={(systemKey: string) =>
            onChange({
              type: kind,
              systemKey,
              title: keys?.find((k) => k.systemKey === systemKey)?.title ?? '',
            })
          }
        />
      )}
      {kind === 'mvar' && (
        <Select
          {...select}
          aria-label={t('binding.mvar')}
          placeholder={t('binding.mvar')}
          value={value.mvarId || undefined}
          options={(mvars ?? []).map((m) => ({ value: m.id, label: m.title || m.id }))}
          onChange={(mvarId: string) =>
            onChange({ type: kind, mvarId, title: mvars?.find((m) => m.id === mvarId)?.title ?? '' })
          }
        />
      )}
      <Button size="small" onClick={() => onChange({ ...CLEARED, type: kind })}>
        {t('binding.clear')}
      </Button>
    </Space>
  )
}
