// A form generated from a JSON Schema with @rjsf/antd and the panel's editors and templates (editors.ts,
// templates.tsx), titles in the user's language, no submit button. Typing in one field is one undo step:
// a focused field's edits are gathered into one gesture until it loses focus.
import Form from '@rjsf/antd'
import type { IChangeEvent } from '@rjsf/core'
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { useMemo, useRef } from 'react'
import { useDesignerEnv } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import type { PanelContext } from './ChartWidgets.tsx'
import { PANEL_FIELD_EDITORS, PANEL_WIDGET_EDITORS } from './editors.ts'
import { panelValidator } from './form-validator.ts'
import { type Labels, localizeUi } from './localize.ts'
import { PANEL_CSS, PANEL_TEMPLATES } from './templates.tsx'

export interface SchemaFormProps {
  id: string
  schema: RJSFSchema
  uiSchema?: UiSchema
  formData: unknown
  onChange: (formData: unknown) => void
  /** Extra labels tried before the widget field labels (e.g. `con.` for page settings). */
  labelPrefix?: string
  /** What editors may read besides their value (the selected widget: a chart's series names). */
  formContext?: PanelContext
}

export function SchemaForm({
  id,
  schema,
  uiSchema,
  formData,
  onChange,
  labelPrefix,
  formContext,
}: SchemaFormProps) {
  const { t, i18n } = useDesignerTexts()
  const { editor } = useDesignerEnv().designer
  const ui = useMemo(() => {
    const has = (key: string) => i18n.exists(key)
    const labels: Labels = {
      lang: i18n.language === 'en' ? 'en' : 'zh',
      field: (name) => {
        for (const key of [labelPrefix && `designer.${labelPrefix}${name}`, `widgets.field.${name}`]) {
          if (key && has(key)) return t(key)
        }
        return undefined
      },
      choice: (value) => {
        for (const key of [
          labelPrefix && `designer.${labelPrefix}choice.${value}`,
          `widgets.enum.${value}`,
        ]) {
          if (key && has(key)) return t(key)
        }
        return undefined
      },
    }
    return {
      ...localizeUi(schema, uiSchema, labels),
      'ui:submitButtonOptions': { norender: true },
    } as UiSchema
  }, [schema, uiSchema, t, i18n, labelPrefix])

  // Only what the user does is an edit: rjsf also reports changes of its own (defaults it fills in on
  // mount), which must not become undo steps.
  const touched = useRef(false)
  const touch = () => {
    touched.current = true
  }
  const changed = (e: IChangeEvent) => {
    if (touched.current && JSON.stringify(e.formData) !== JSON.stringify(formData)) onChange(e.formData)
  }
  return (
    <div
      className="lf-schema-form"
      onPointerDownCapture={touch}
      onKeyDownCapture={touch}
      onInputCapture={touch}
    >
      <style>{PANEL_CSS}</style>
      <Form
        idPrefix={id}
        schema={schema}
        uiSchema={ui}
        formData={formData}
        validator={panelValidator}
        formContext={formContext}
        fields={PANEL_FIELD_EDITORS}
        widgets={PANEL_WIDGET_EDITORS}
        templates={PANEL_TEMPLATES}
        onChange={changed}
        onFocus={() => editor.begin('edit')}
        onBlur={() => editor.commit()}
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={{ emptyObjectFields: 'skipDefaults' }}
      />
    </div>
  )
}
