// The property panel: page settings when nothing is selected; for one selected widget a search over its
// fields and its sections, in this order: position and size (with name, lock and visible regions), data,
// appearance, animation, click event; only the section in use open (the one last opened or edited, kept
// while the selection changes), every section open while a search is typed; a count for several (and why
// several cannot be resized or rotated together when locked ones are among them).
import type { RJSFSchema, UiSchema } from '@rjsf/utils'
import { Collapse, Empty, Input, Typography } from 'antd'
import { useState } from 'react'
import type { WidgetPatch } from '../../../core/page/index.ts'
import { locate } from '../../../core/page/index.ts'
import { uiSchemaOf } from '../../../plugins/widgets/common/ui-schema.ts'
import { isPlainObject } from '../../../schemas/json.ts'
import type { Widget } from '../../../schemas/page.ts'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { ChoiceStatesHint } from './ChoiceStatesHint.tsx'
import { ContainerPanel } from './ContainerPanel.tsx'
import { CommonFields } from './common-schema.ts'
import { mergeUi } from './localize.ts'
import { SchemaForm } from './SchemaForm.tsx'
import { matches, PanelSearch, SEARCH_CSS } from './search.ts'

export const OPTION_TABS = ['data', 'style', 'animation', 'clickEvent'] as const
export type Section = 'position' | (typeof OPTION_TABS)[number]
/** The section in use before the user picks one. */
const FIRST_IN_USE: Section = 'data'
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
  inUse,
  onUse,
}: {
  widget: Widget
  inUse: Section
  onUse: (section: Section) => void
}) {
  const { t, i18n } = useDesignerTexts()
  const { kernel } = useDesignerEnv().designer
  const actions = useActions()
  const [query, setQuery] = useState('')
  const plugin = kernel.widgets.get(widget.widgetType)
  const schema = plugin?.optionsSchema as RJSFSchema | undefined
  const tabs = OPTION_TABS.filter((tab) => schema?.properties?.[tab])
  const first =
    tabs.includes(inUse as (typeof tabs)[number]) || inUse === 'position' ? inUse : (tabs[0] ?? 'position')
  // the sections open besides the one in use, for this widget only
  const [open, setOpen] = useState<Section[]>([first])
  if (!plugin || !schema) return <Empty description={widget.widgetType} />
  // a section edited (through a search) is in use, and stays open once the search is cleared
  const edit = (section: Section, patch: Record<string, unknown>) => {
    if (section !== inUse) onUse(section)
    if (!open.includes(section)) setOpen([...open, section])
    actions.edit(widget.id, patch as WidgetPatch)
  }
  const searching = query.trim() !== ''
  const titleHit = (section: Section) => searching && matches(t(`section.${section}`), query)
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
    className: `lf-section lf-section-position${titleHit('position') ? ' lf-hit' : ''}`,
    children: (
      <SchemaForm
        id={`common-${widget.id}`}
        schema={CommonFields as unknown as RJSFSchema}
        uiSchema={COMMON_UI}
        formData={common}
        labelPrefix="panel."
        onChange={(data) => edit('position', data as Record<string, unknown>)}
      />
    ),
  }
  return (
    <div
      data-testid="property-panel"
      data-widget-type={widget.widgetType}
      className={searching ? 'lf-panel lf-searching' : 'lf-panel'}
    >
      <style>{SEARCH_CSS}</style>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {plugin.title[i18n.language === 'en' ? 'en' : 'zh']}
      </Typography.Title>
      <Input.Search
        size="small"
        allowClear
        data-testid="panel-search"
        aria-label={t('panel.search')}
        placeholder={t('panel.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Typography.Text type="secondary" className="lf-no-match" data-testid="panel-no-match">
        {t('panel.noMatch')}
      </Typography.Text>
      <PanelSearch.Provider value={query}>
        <Collapse
          size="small"
          bordered={false}
          activeKey={searching ? ['position', ...tabs] : open}
          onChange={(keys) => {
            if (searching) return
            const next = keys as Section[]
            const opened = next.find((k) => !open.includes(k))
            if (opened) onUse(opened)
            setOpen(next)
          }}
          items={[
            position,
            ...tabs.map((tab) => ({
              key: tab,
              label: t(`section.${tab}`),
              className: `lf-section lf-section-${tab}${titleHit(tab) ? ' lf-hit' : ''}`,
              children: (
                <>
                  {tab === 'data' && <ChoiceStatesHint widget={widget} />}
                  <SchemaForm
                    id={`${tab}-${widget.id}`}
                    schema={schema.properties?.[tab] as RJSFSchema}
                    uiSchema={panelUi(schema.properties?.[tab], plugin.uiSchema?.[tab])}
                    formData={widget[tab]}
                    labelPrefix={TAB_LABELS[tab]}
                    formContext={{ widget }}
                    onChange={(data) => edit(tab, { [tab]: data })}
                  />
                </>
              ),
            })),
          ]}
        />
      </PanelSearch.Provider>
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

/**
 * A tab's uiSchema: the `x-ui` hints of its options schema (so a remote plugin's hand-written schema gets
 * its editors and visibility rules as a built-in one does) under the plugin's own uiSchema.
 */
const panelUi = (schema: unknown, own: unknown): UiSchema =>
  mergeUi(uiSchemaOf(schema), isPlainObject(own) ? own : undefined) as UiSchema

export function PropertyPanel() {
  const selection = useDesignerState((s) => s.selection)
  const widgets = useEditorState((s) => s.page.widgets)
  const [inUse, setInUse] = useState<Section>(FIRST_IN_USE)
  if (selection.length === 0) return <ContainerPanel />
  if (selection.length > 1) return <SelectionSummary selection={selection} widgets={widgets} />
  const widget = locate(widgets, selection[0] ?? '')?.widget
  // keyed by the widget: another widget's panel opens on the section in use, its search empty
  return widget ? (
    <WidgetPanel key={widget.id} widget={widget} inUse={inUse} onUse={setInUse} />
  ) : (
    <ContainerPanel />
  )
}
