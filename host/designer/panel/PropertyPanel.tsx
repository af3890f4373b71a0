// The property panel: page settings when nothing is selected; for one selected widget its sections, each
// collapsible, in this order: position and size (with name, lock and visible regions), data, appearance,
// animation, click event; a count for several (and why several cannot be resized or rotated together
// when locked ones are among them).
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { Collapse, Empty, Typography } from 'antd'
import { useState } from 'react'
import type { WidgetPatch } from '../../../core/page/index.ts'
import { locate } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { ContainerPanel } from './ContainerPanel.tsx'
import { CommonFields } from './common-schema.ts'
import { SchemaForm } from './SchemaForm.tsx'

export const OPTION_TABS = ['data', 'style', 'animation', 'clickEvent'] as const
export type Section = 'position' | (typeof OPTION_TABS)[number]
/** Sections open until the user closes them (kept while the selection changes). */
const OPEN_AT_FIRST: Section[] = ['position', 'data', 'style', 'clickEvent']
/** Tabs whose options have their own labels in the designer texts. */
const TAB_LABELS: Partial<Record<(typeof OPTION_TABS)[number], string>> = {
  animation: 'rule.',
  clickEvent: 'click.',
}

const px = (unit = 'px') => ({ 'ui:options': { unit } })
const COMMON_UI: UiSchema = {
  'ui:order': ['position', 'widgetName', 'posLock', 'authRegion'],
  authRegion: { 'ui:widget': 'regions' },
  position: {
    'ui:options': { columns: 2, flat: true },
    x: px(),
    y: px(),
    width: px(),
    height: px(),
    rotate: px('°'),
  },
}

function WidgetPanel({
  widget,
  open,
  onOpen,
}: {
  widget: Widget
  open: Section[]
  onOpen: (keys: Section[]) => void
}) {
  const { t, i18n } = useDesignerTexts()
  const { kernel } = useDesignerEnv().designer
  const actions = useActions()
  const plugin = kernel.widgets.get(widget.widgetType)
  if (!plugin) return <Empty description={widget.widgetType} />
  const schema = plugin.optionsSchema as RJSFSchema
  const tabs = OPTION_TABS.filter((tab) => schema.properties?.[tab])
  const edit = (patch: Record<string, unknown>) => actions.edit(widget.id, patch as WidgetPatch)
  const common = {
    widgetName: widget.widgetName,
    posLock: widget.posLock,
    authRegion: widget.authRegion,
    position: {
      x: widget.position.x,
      y: widget.position.y,
      width: widget.position.width,
      height: widget.position.height,
      rotate: widget.position.rotate,
    },
  }
  const position = {
    key: 'position' as const,
    label: t('section.position'),
    children: (
      <SchemaForm
        id={`common-${widget.id}`}
        schema={CommonFields as unknown as RJSFSchema}
        uiSchema={COMMON_UI}
        formData={common}
        labelPrefix="panel."
        onChange={(data) => edit(data as Record<string, unknown>)}
      />
    ),
  }
  return (
    <div data-testid="property-panel" data-widget-type={widget.widgetType}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {plugin.title[i18n.language === 'en' ? 'en' : 'zh']}
      </Typography.Title>
      <Collapse
        size="small"
        bordered={false}
        activeKey={open}
        onChange={(keys) => onOpen(keys as Section[])}
        items={[
          position,
          ...tabs.map((tab) => ({
            key: tab,
            label: t(`section.${tab}`),
            children: (
              <SchemaForm
                id={`${tab}-${widget.id}`}
                schema={schema.properties?.[tab] as RJSFSchema}
                uiSchema={(plugin.uiSchema?.[tab] ?? {}) as UiSchema}
                formData={widget[tab]}
                labelPrefix={TAB_LABELS[tab]}
                onChange={(data) => edit({ [tab]: data })}
              />
            ),
          })),
        ]}
      />
    </div>
  )
}

/** The count of a multi-selection, and why its handles are missing when locked widgets are among it. */
function SelectionSummary({ selection, widgets }: { selection: string[]; widgets: Widget[] }) {
  const { t } = useDesignerTexts()
  const selected = selection.flatMap((id) => locate(widgets, id)?.widget ?? [])
  const locked = selected.filter((w) => w.posLock).length
  return (
    <>
      <Typography.Text>{t('panel.selected', { count: selection.length })}</Typography.Text>
      {locked > 0 && selected.length - locked > 1 && (
        <Typography.Paragraph type="warning" data-testid="selection-locked" style={{ marginTop: 8 }}>
          {t('panel.selectionLocked')}
        </Typography.Paragraph>
      )}
    </>
  )
}

export function PropertyPanel() {
  const selection = useDesignerState((s) => s.selection)
  const widgets = useEditorState((s) => s.page.widgets)
  const [open, setOpen] = useState<Section[]>(OPEN_AT_FIRST)
  if (selection.length === 0) return <ContainerPanel />
  if (selection.length > 1) return <SelectionSummary selection={selection} widgets={widgets} />
  const widget = locate(widgets, selection[0] ?? '')?.widget
  return widget ? <WidgetPanel widget={widget} open={open} onOpen={setOpen} /> : <ContainerPanel />
}
