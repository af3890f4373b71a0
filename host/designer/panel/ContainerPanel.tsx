// Page settings (designer spec §3 container): title, size, fit, background colour and image, password
// (no commas or spaces: a refused change is reported and the form keeps the old value), adaption.
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { Typography } from 'antd'
import Type from 'typebox'
import type { ContainerPatch } from '../../../core/page/index.ts'
import { Container } from '../../../schemas/page.ts'
import { useActions, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { CONTAINER_FIELDS } from './common-schema.ts'
import { SchemaForm } from './SchemaForm.tsx'

const SCHEMA = Type.Object(
  Object.fromEntries(CONTAINER_FIELDS.map((k) => [k, Container.properties[k]])),
) as unknown as RJSFSchema

const PX = { 'ui:options': { unit: 'px' } }
const UI: UiSchema = {
  width: PX,
  height: PX,
  bgColor: { 'ui:widget': 'colour' },
  bgImage: { 'ui:widget': 'image' },
  password: { 'ui:widget': 'password' },
}

export function ContainerPanel() {
  const { t } = useDesignerTexts()
  const con = useEditorState((s) => s.page.con)
  const actions = useActions()
  const data = Object.fromEntries(CONTAINER_FIELDS.map((k) => [k, con[k]]))
  return (
    <div data-testid="container-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('panel.page')}
      </Typography.Title>
      <SchemaForm
        id="container"
        schema={SCHEMA}
        uiSchema={UI}
        formData={data}
        labelPrefix="con."
        onChange={(next) => {
          const patch = Object.fromEntries(
            Object.entries(next as Record<string, unknown>).filter(([k, v]) => v !== data[k]),
          ) as ContainerPatch
          if (Object.keys(patch).length) actions.setContainer(patch)
        }}
      />
    </div>
  )
}
