// Editors of what a click event opens, by title, never by id: a page of the designed page's owner
// (`ui:widget: 'page'`), an equipment's page (`ui:field: 'equipPage'`: device, then its page), and the
// content of a window (`ui:field: 'windowContent'`: a page, an equipment's page or a link).
import type { FieldProps, WidgetProps } from '@rjsf/utils'
import { Input, Segmented, Select, Space } from 'antd'
import { useState } from 'react'
import { useDesignerEnv } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { Row } from './templates.tsx'
import { useAsync } from './use-async.ts'
import { isAllowedLink } from './widgets.tsx'

const SELECT = { showSearch: true, optionFilterProp: 'label', style: { width: '100%' } } as const

function PageSelect(props: {
  id?: string
  label: string
  equipId?: string
  value: string
  onChange: (id: string, title: string) => void
}) {
  const { source } = useDesignerEnv()
  const { t } = useDesignerTexts()
  const { equipId, value, onChange } = props
  const pages = useAsync(() => source.pages(equipId), [source, equipId])
  return (
    <Select
      {...SELECT}
      id={props.id}
      aria-label={props.label}
      placeholder={t('click.pickPage')}
      value={value || undefined}
      loading={pages === undefined}
      options={(pages ?? []).map((p) => ({ value: p.id, label: p.title || t('click.untitled') }))}
      onChange={(id: string) => onChange(id, pages?.find((p) => p.id === id)?.title ?? '')}
    />
  )
}

/** `ui:widget: 'page'`: a page of the target, by title. */
export function PageWidget({ id, value, onChange, label }: WidgetProps) {
  return (
    <PageSelect
      id={id}
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(v) => onChange(v)}
    />
  )
}

function EquipSelect({
  value,
  onChange,
  label,
}: {
  value: string
  label: string
  onChange: (id: string, title: string) => void
}) {
  const { source } = useDesignerEnv()
  const equips = useAsync(() => source.equips(), [source])
  return (
    <Select
      {...SELECT}
      aria-label={label}
      placeholder={label}
      value={value || undefined}
      loading={equips === undefined}
      options={(equips ?? []).map((e) => ({ value: e.equipmentId, label: e.title }))}
      onChange={(id: string) => onChange(id, equips?.find((e) => e.equipmentId === id)?.title ?? '')}
    />
  )
}

interface EquipPageValue {
  type?: string
  equipId?: string
  equipPageId?: string
  equipTitle?: string
}

/** `ui:field: 'equipPage'`: the click event's `page` (type equip): device, then one of its pages. */
export function EquipPageField({ formData, onChange, fieldPathId }: FieldProps) {
  const { t } = useDesignerTexts()
  const v = (formData ?? {}) as EquipPageValue
  const set = (patch: EquipPageValue) => onChange({ ...v, type: 'equip', ...patch }, fieldPathId.path)
  return (
    <>
      <Row label={t('binding.equip')}>
        <EquipSelect
          label={t('binding.equip')}
          value={v.equipId ?? ''}
          onChange={(equipId, equipTitle) => set({ equipId, equipTitle, equipPageId: '' })}
        />
      </Row>
      <Row label={t('click.equipPage')}>
        {v.equipId ? (
          <PageSelect
            label={t('click.equipPage')}
            equipId={v.equipId}
            value={v.equipPageId ?? ''}
            onChange={(equipPageId) => set({ equipPageId })}
          />
        ) : (
          <Select disabled style={{ width: '100%' }} placeholder={t('click.pickEquipFirst')} />
        )}
      </Row>
    </>
  )
}

interface FrameValue {
  type?: string
  pageId?: string
  mainId?: string
  mainPageId?: string
  mainTitle?: string
  link?: string
}
type FrameKind = 'page' | 'equip' | 'link'
const frameKindOf = (v: FrameValue): FrameKind => (v.type === 'link' ? 'link' : v.mainId ? 'equip' : 'page')

/** `ui:field: 'windowContent'`: what a window shows (plugins/rules' windowUrl reads the same fields). */
export function WindowContentField({ formData, onChange, fieldPathId }: FieldProps) {
  const { t } = useDesignerTexts()
  const v = (formData ?? {}) as FrameValue
  // The saved fields tell the kind once something is picked; until then the user's choice does.
  const [picked, setPicked] = useState<FrameKind>()
  const kind = picked ?? frameKindOf(v)
  const set = (patch: FrameValue) => onChange({ ...v, ...patch }, fieldPathId.path)
  const link = v.link ?? ''
  return (
    <>
      <Row label={t('click.iframe')}>
        <Segmented<FrameKind>
          size="small"
          block
          value={kind}
          options={(['page', 'equip', 'link'] as const).map((k) => ({
            value: k,
            label: t(`click.frame.${k}`),
          }))}
          onChange={(k) => {
            setPicked(k)
            set(
              k === 'link' ? { type: 'link' } : { type: 'equip', mainId: '', mainPageId: '', mainTitle: '' },
            )
          }}
        />
      </Row>
      {kind === 'page' && (
        <Row label={t('click.pageId')}>
          <PageSelect
            label={t('click.pageId')}
            value={v.pageId ?? ''}
            onChange={(pageId, mainTitle) => set({ pageId, mainTitle })}
          />
        </Row>
      )}
      {kind === 'equip' && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Row label={t('binding.equip')}>
            <EquipSelect
              label={t('binding.equip')}
              value={v.mainId ?? ''}
              onChange={(mainId) => set({ mainId, mainPageId: '' })}
            />
          </Row>
          {v.mainId && (
            <Row label={t('click.equipPage')}>
              <PageSelect
                label={t('click.equipPage')}
                equipId={v.mainId}
                value={v.mainPageId ?? ''}
                onChange={(mainPageId, mainTitle) => set({ mainPageId, mainTitle })}
              />
            </Row>
          )}
        </Space>
      )}
      {kind === 'link' && (
        <Row label={t('click.link')}>
          <Input
            aria-label={t('click.link')}
            placeholder="https://…"
            status={isAllowedLink(link) ? undefined : 'warning'}
            value={link}
            onChange={(e) => set({ link: e.target.value })}
          />
        </Row>
      )}
    </>
  )
}
