// The devices and projects an API key or a grant to an external party covers: two pickers of the
// enterprise's own (a project granted to it cannot be passed on), at least one of them chosen.
import { Form, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useQueryCall } from '../shared/useAction.ts'

export interface ScopeValues {
  deviceIds?: string[]
  projectIds?: string[]
}

/** `testId` prefixes the pickers' test ids (`<testId>-devices`, `<testId>-projects`). */
export function ScopeFields({ testId }: { testId: string }) {
  const { t } = useTranslation('api')
  const devices = useQueryCall('equipment/multi/query', { pageSize: 100 })
  const projects = useQueryCall('project/queryAll', { pageSize: 100 })
  return (
    <>
      <Form.Item
        name="deviceIds"
        label={t('devices')}
        dependencies={['projectIds']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string[]) =>
              (value?.length ?? 0) + ((getFieldValue('projectIds') as string[] | undefined)?.length ?? 0) > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('scopeRequired'))),
          }),
        ]}
      >
        <Select
          mode="multiple"
          loading={devices.loading}
          optionFilterProp="label"
          options={devices.data?.list.map((d) => ({ value: d.id, label: d.name }))}
          data-testid={`${testId}-devices`}
        />
      </Form.Item>
      <Form.Item name="projectIds" label={t('projects')}>
        <Select
          mode="multiple"
          loading={projects.loading}
          optionFilterProp="label"
          options={projects.data?.list
            .filter((p) => p.grantedBy === undefined)
            .map((p) => ({ value: p.id, label: p.name }))}
          data-testid={`${testId}-projects`}
        />
      </Form.Item>
    </>
  )
}
