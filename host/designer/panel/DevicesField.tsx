// `ui:field: 'devices'`: a list of the page owner's devices, picked by title (never typed as ids), kept
// as `{ equipmentId, title }` entries. A saved device the project no longer has stays listed as
// unbound until the designer removes it (designer spec §4).
import type { FieldProps } from '@rjsf/utils'
import { Select } from 'antd'
import { useDesignerEnv } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { Row } from './templates.tsx'
import { useAsync } from './use-async.ts'

interface DeviceEntry {
  equipmentId: string
  title: string
}

export function DevicesField({
  formData,
  onChange,
  fieldPathId,
  uiSchema,
  name,
  disabled,
  readonly,
}: FieldProps) {
  const { source } = useDesignerEnv()
  const { t } = useDesignerTexts()
  const equips = useAsync(() => source.equips(), [source])
  const saved = (Array.isArray(formData) ? formData : []) as DeviceEntry[]
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? name
  const known = new Map((equips ?? []).map((e) => [e.equipmentId, e.title]))
  const options = [
    ...(equips ?? []).map((e) => ({ value: e.equipmentId, label: e.title })),
    ...saved
      .filter((d) => equips !== undefined && !known.has(d.equipmentId))
      .map((d) => ({
        value: d.equipmentId,
        label: `${d.title || t('binding.equip')} (${t('devices.unbound')})`,
      })),
  ]
  const pick = (ids: string[]) =>
    onChange(
      ids.map((id) => ({
        equipmentId: id,
        title: known.get(id) ?? saved.find((d) => d.equipmentId === id)?.title ?? '',
      })),
      fieldPathId.path,
    )
  return (
    // the panel's whole width: device names are long, and a half-width list cuts them to "演示设备 De…"
    <Row id={fieldPathId.$id} label={label} stacked>
      <Select
        mode="multiple"
        id={fieldPathId.$id}
        aria-label={label}
        placeholder={t('devices.pick')}
        showSearch
        optionFilterProp="label"
        style={{ width: '100%' }}
        disabled={disabled || readonly}
        loading={equips === undefined}
        value={saved.map((d) => d.equipmentId)}
        options={options}
        onChange={pick}
      />
    </Row>
  )
}
