// The options of the protocol-dependent fields, from the protocols as data (`system/protocol/query`,
// issue 35): a driver's protocol, a variable's register type (its driver's protocol's) and data type (the
// register type's, else the protocol's). A register type the platform administrators add is offered at
// once, without a rebuild. Other fields keep the options their schema lists.
import { useTranslation } from 'react-i18next'
import type { ProtocolView } from '../../../schemas/entities/protocols.ts'
import { useQueryCall } from '../shared/useAction.ts'
import type { ConfigKind } from './config-kinds.ts'

export interface Option {
  value: string | number
  label: string
}

const FIELDS = new Set(['protocol', 'registerType', 'dataType'])

export function useProtocolOptions(kind: ConfigKind) {
  const { t, i18n } = useTranslation('equipment')
  const wanted = kind.name === 'driver' || kind.name === 'signal'
  const { data } = useQueryCall(wanted ? 'system/protocol/query' : undefined, {})
  const protocols: readonly ProtocolView[] = data ?? []
  const zh = i18n.language.startsWith('zh')
  const defOf = (key: string | undefined) => protocols.find((p) => p.key === (key ?? 'modbusTcp'))

  /** Every option a field has for a row of `protocol` with these values; undefined: the schema's. */
  const optionsOf = (field: string, values: Record<string, unknown>, protocol: string | undefined) => {
    if (!FIELDS.has(field) || !data) return undefined
    if (field === 'protocol') return protocols.map((p): Option => ({ value: p.key, label: p.name }))
    const def = defOf(protocol)
    if (!def) return undefined
    if (field === 'registerType')
      return def.registerTypes.map((r): Option => ({ value: r.name, label: zh ? r.labelZh : r.labelEn }))
    const register = def.registerTypes.find((r) => r.name === values.registerType)
    return (register?.dataTypes ?? def.dataTypes).map(
      (type): Option => ({ value: type, label: t(`opt.dataType.${type}`, type) }),
    )
  }

  /** A stored value's label in a table cell (a register type of the row's driver's protocol). */
  const labelOf = (field: string, value: unknown, protocol: string | undefined): string | undefined =>
    optionsOf(field, {}, protocol)?.find((o) => o.value === value)?.label
  return { optionsOf, labelOf }
}
