// A device picker over `monitor/equipment/query` (the devices the caller may watch): the first page of a search by name or SN (before any
// search, the first DEVICE_CHOICES devices); the devices already chosen keep their names across searches.
import { Select } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryCall } from '../useAction.ts'

/** How many devices one search offers (the most a page of `monitor/equipment/query` holds). */
const DEVICE_CHOICES = 100

type Value = string | string[]

export function DeviceSelect<V extends Value>({
  ns,
  multiple,
  value,
  onChange,
}: {
  /** the screen's text namespace, holding OPS_TEXTS */
  ns: string
  /** several devices (`value` an array of ids) rather than one */
  multiple?: boolean
  value?: V
  onChange?: (value: V) => void
}) {
  const { t } = useTranslation(ns)
  const [keyword, setKeyword] = useState('')
  const found = useQueryCall('monitor/equipment/query', {
    keyword: keyword || undefined,
    pageSize: DEVICE_CHOICES,
  })
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  useEffect(() => {
    const list = found.data?.list ?? []
    if (list.length > 0) setNames((known) => new Map([...known, ...list.map((d) => [d.id, d.name] as const)]))
  }, [found.data])

  const chosen: readonly string[] = value === undefined ? [] : typeof value === 'string' ? [value] : value
  const results = found.data?.list ?? []
  const offered = new Set(results.map((d) => d.id))
  // the devices chosen but not among the results stay as options (for their names), hidden from a search
  const options = [
    ...results.map((d) => ({ value: d.id, label: d.sn ? `${d.name} (${d.sn})` : d.name })),
    ...chosen.filter((id) => !offered.has(id)).map((id) => ({ value: id, label: names.get(id) ?? id })),
  ]
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      allowClear
      value={value}
      onChange={onChange}
      loading={found.loading}
      placeholder={t('deviceSearch')}
      showSearch={{
        filterOption: (_, option) => option !== undefined && offered.has(option.value),
        onSearch: (text) => setKeyword(text.trim()),
      }}
      onBlur={() => setKeyword('')}
      options={options}
      data-testid="device-select"
    />
  )
}
