// `ui:field: 'region'`: a place of China picked by name, province → city → county (GB/T 2260 codes from
// the maintained china-area-data package, loaded only when the panel shows the field), never typed as
// codes. Edits the object it is put on: its `provinceId`, `cityId`, `countyId` and `title`; the title
// follows the place picked unless the designer wrote their own. Other keys of the object are kept.
import type { FieldProps } from '@rjsf/utils'
import { Cascader, Input } from 'antd'
import { useDesignerTexts } from '../i18n.ts'
import { Row } from './templates.tsx'
import { useAsync } from './use-async.ts'

/** The package's data: a parent code ('86' for the country) → its places' codes and names. */
type AreaData = Record<string, Record<string, string> | undefined>

interface Place {
  value: string
  label: string
  children?: Place[]
}

/** Province → city → county, as the cascader shows them. */
export function placesOf(data: AreaData, parent = '86', depth = 0): Place[] {
  return Object.entries(data[parent] ?? {}).map(([value, label]) => {
    const children = depth < 2 ? placesOf(data, value, depth + 1) : []
    return children.length ? { value, label, children } : { value, label }
  })
}

const loadPlaces = async () => placesOf((await import('china-area-data/data.json')).default as AreaData)

/** The picked codes in order, and the name of the last one (the place the title names). */
function pathNames(places: readonly Place[], codes: readonly string[]): string[] {
  const names: string[] = []
  let level: readonly Place[] | undefined = places
  for (const code of codes) {
    const place: Place | undefined = level?.find((p) => p.value === code)
    if (!place) break
    names.push(place.label)
    level = place.children
  }
  return names
}

/** The registry's placeholders for a municipality's districts (北京市 › 市辖区): no name for a title. */
const PLACEHOLDER = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/

/** The name a title gives the place: its deepest level that is a real name. */
const placeName = (names: readonly string[]) => names.filter((n) => !PLACEHOLDER.test(n)).at(-1)

interface PlaceData {
  provinceId?: string
  cityId?: string
  countyId?: string
  title?: string
  [key: string]: unknown
}

export function RegionField({ formData, onChange, fieldPathId, disabled, readonly }: FieldProps) {
  const { t } = useDesignerTexts()
  const places = useAsync(loadPlaces, [])
  const data = (formData ?? {}) as PlaceData
  const codes = [data.provinceId, data.cityId, data.countyId].filter((c): c is string => Boolean(c))
  const locked = disabled || readonly
  const pick = (picked: string[] | undefined) => {
    const next = picked ?? []
    const oldNames = places ? pathNames(places, codes) : []
    const newName = places ? placeName(pathNames(places, next)) : undefined
    // the title follows the place unless the designer wrote their own: it names the old place (北京 for
    // 北京市, or its district) or is empty
    const title = data.title ?? ''
    const followsPlace = !title || oldNames.some((n) => n.startsWith(title))
    onChange(
      {
        ...data,
        provinceId: next[0] ?? '',
        cityId: next[1] ?? '',
        countyId: next[2] ?? '',
        title: followsPlace ? (newName ?? '') : data.title,
      },
      fieldPathId.path,
    )
  }
  return (
    <>
      {/* the whole width: province / city / county reads whole */}
      <Row id={`${fieldPathId.$id}_place`} label={t('region.place')} stacked>
        <Cascader
          id={`${fieldPathId.$id}_place`}
          data-testid="region-picker"
          aria-label={t('region.place')}
          style={{ width: '100%' }}
          options={places}
          loading={places === undefined}
          value={codes}
          changeOnSelect
          showSearch={{ filter: (input, path) => path.some((p) => String(p.label).includes(input)) }}
          placeholder={t('region.pick')}
          disabled={locked}
          onChange={(value) => pick(value as string[] | undefined)}
        />
      </Row>
      <Row id={`${fieldPathId.$id}_title`} label={t('region.title')}>
        <Input
          id={`${fieldPathId.$id}_title`}
          value={data.title ?? ''}
          disabled={locked}
          onChange={(e) => onChange({ ...data, title: e.target.value }, fieldPathId.path)}
        />
      </Row>
    </>
  )
}
