// A list's state filter: all, or one of the states (work-order statuses, plan states), as a Segmented.
import { Segmented } from 'antd'
import { useTranslation } from 'react-i18next'

export const ALL = 'all'

export function StatusFilter<S extends string>({
  states,
  value,
  onChange,
  label,
}: {
  states: readonly S[]
  value: S | typeof ALL
  onChange: (value: S | typeof ALL) => void
  /** a state's text */
  label: (state: S) => string
}) {
  const { t } = useTranslation('ops')
  const options: { value: S | typeof ALL; label: string }[] = [
    { value: ALL, label: t('all') },
    ...states.map((s) => ({ value: s, label: label(s) })),
  ]
  return (
    <Segmented<S | typeof ALL>
      value={value}
      onChange={onChange}
      options={options}
      data-testid="status-filter"
    />
  )
}
