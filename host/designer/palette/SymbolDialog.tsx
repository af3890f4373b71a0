// Uploading an enterprise's own symbol and marking its parts (issue 30): an SVG file goes to
// `symbol/upload` (checked by content and cleaned there), then its elements with an id are listed beside
// a preview of the cleaned drawing, each given a role (state colour, rotates, visible when, level fill,
// value text) or none, and saved with `symbol/update`. The chosen row's part is outlined in the preview.
import { InboxOutlined } from '@ant-design/icons'
import { Alert, Button, Empty, Input, Modal, Popconfirm, Select, Space, Upload } from 'antd'
import { useMemo, useState } from 'react'
import { toApiError } from '../../../core/api/errors.ts'
import { errorMessage } from '../../../core/i18n/index.ts'
import { paint, parseSvg, toMarkup } from '../../../plugins/widgets/Symbol/svg-tree.ts'
import { forgetUserSymbol } from '../../../plugins/widgets/Symbol/user-view.tsx'
import {
  PART_ROLES,
  SYMBOL_LIMITS,
  type UserPartRole,
  type UserSymbolPart,
  type UserSymbolView,
} from '../../../schemas/api/symbol.ts'
import { useApi } from '../../boot/api.tsx'
import { useTexts } from '../../widgets/texts.ts'
import { formatBytes } from '../assets/AssetLibrary.tsx'
import { SYMBOL_TEXTS, SYMBOLS_NS } from './symbol-texts.ts'

export interface SymbolDialogProps {
  /** the symbol to mark; none: upload one first */
  symbol?: UserSymbolView
  onSaved(symbol: UserSymbolView): void
  onDeleted(id: string): void
  onClose(): void
}

type Marks = Record<string, { role?: UserPartRole; value?: string }>

const marksOf = (parts: readonly UserSymbolPart[]): Marks =>
  Object.fromEntries(parts.map((p) => [p.element, { role: p.role, value: p.value }]))

/** The cleaned drawing as an image, the chosen part outlined. */
function Preview({ svg, chosen }: { svg: string; chosen?: string }) {
  const src = useMemo(() => {
    const tree = parseSvg(svg)
    if (!tree) return undefined
    const outline = { attrs: { stroke: '#1677ff', 'stroke-width': '3' } }
    const painted = paint(tree, chosen ? { [chosen]: outline } : {})
    const sized = { ...painted, attrs: { ...painted.attrs, width: '100%', height: '100%' } }
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(toMarkup(sized))}`
  }, [svg, chosen])
  return (
    <div
      data-testid="symbol-preview"
      style={{
        height: 260,
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        background: '#fafafa',
        display: 'grid',
        placeItems: 'center',
        padding: 8,
      }}
    >
      {src && <img src={src} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />}
    </div>
  )
}

export function SymbolDialog({ symbol: given, onSaved, onDeleted, onClose }: SymbolDialogProps) {
  const { t, i18n } = useTexts(SYMBOLS_NS, SYMBOL_TEXTS)
  const api = useApi()
  const [symbol, setSymbol] = useState(given)
  const [name, setName] = useState(given?.name ?? '')
  const [marks, setMarks] = useState<Marks>(() => marksOf(given?.parts ?? []))
  const [chosen, setChosen] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const reason = (e: unknown) => errorMessage(toApiError(e).code, i18n.t)
  const max = formatBytes(SYMBOL_LIMITS.bytes)

  const upload = async (file: File) => {
    setError(undefined)
    if (!/\.svg$/i.test(file.name) && file.type !== 'image/svg+xml')
      return setError(t('notSvg', { name: file.name }))
    if (file.size > SYMBOL_LIMITS.bytes) return setError(t('tooLarge', { name: file.name, max }))
    setBusy(true)
    try {
      const uploaded = await api.callFile('symbol/upload', {}, file, { fileName: file.name })
      setSymbol(uploaded)
      setName(uploaded.name)
      setMarks({})
      onSaved(uploaded)
    } catch (e) {
      setError(t('failed', { reason: reason(e) }))
    } finally {
      setBusy(false)
    }
  }

  const save = async () => {
    if (!symbol) return
    const parts = Object.entries(marks).flatMap(([element, m]) =>
      m.role
        ? [{ element, role: m.role, ...(m.role === 'visible' && m.value ? { value: m.value } : {}) }]
        : [],
    )
    setBusy(true)
    try {
      const saved = await api.call('symbol/update', {
        id: symbol.id,
        name: name.trim() || symbol.name,
        parts,
      })
      forgetUserSymbol(saved.id)
      onSaved(saved)
      onClose()
    } catch (e) {
      setError(t('saveFailed', { reason: reason(e) }))
    } finally {
      setBusy(false)
    }
  }

  const remove = async () => {
    if (!symbol) return
    try {
      await api.call('symbol/delete', { id: symbol.id })
      forgetUserSymbol(symbol.id)
      onDeleted(symbol.id)
      onClose()
    } catch (e) {
      setError(reason(e))
    }
  }

  const mark = (element: string, change: { role?: UserPartRole; value?: string }) =>
    setMarks((m) => ({ ...m, [element]: { ...m[element], ...change } }))

  const footer = symbol ? (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Popconfirm title={t('removeConfirm', { name: symbol.name })} onConfirm={() => void remove()}>
        <Button danger>{t('remove')}</Button>
      </Popconfirm>
      <Space>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid="symbol-save">
          {t('save')}
        </Button>
      </Space>
    </Space>
  ) : null

  return (
    <Modal
      open
      title={t('dialogTitle')}
      onCancel={onClose}
      footer={footer}
      width={760}
      destroyOnHidden
      // above the canvas's selection handles (Moveable's control box sits at 3000)
      zIndex={3100}
    >
      <div data-testid="symbol-dialog">
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        {!symbol ? (
          <Upload.Dragger
            accept=".svg,image/svg+xml"
            showUploadList={false}
            multiple={false}
            disabled={busy}
            beforeUpload={(file) => {
              void upload(file)
              return false
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('drop')}</p>
            <p className="ant-upload-hint">{t('hint', { max })}</p>
          </Upload.Dragger>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: '260px 1fr', gap: 16 }}>
            <div>
              <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginBottom: 4 }}>{t('preview')}</div>
              <Preview svg={symbol.svg} chosen={chosen} />
            </div>
            <Space direction="vertical" size={8} style={{ width: '100%', minWidth: 0 }}>
              <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 8, alignItems: 'center' }}>
                <span id="symbol-name">{t('name')}</span>
                <Input
                  aria-labelledby="symbol-name"
                  value={name}
                  maxLength={64}
                  onChange={(e) => setName(e.target.value)}
                />
              </div>
              <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{t('parts')}</div>
              {symbol.ids.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noIds')} />
              ) : (
                <PartTable
                  ids={symbol.ids}
                  marks={marks}
                  chosen={chosen}
                  onChoose={setChosen}
                  onMark={mark}
                  t={t}
                />
              )}
            </Space>
          </div>
        )}
      </div>
    </Modal>
  )
}

function PartTable({
  ids,
  marks,
  chosen,
  onChoose,
  onMark,
  t,
}: {
  ids: readonly string[]
  marks: Marks
  chosen?: string
  onChoose(element: string): void
  onMark(element: string, change: { role?: UserPartRole; value?: string }): void
  t: (key: string) => string
}) {
  const roles = PART_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))
  const head = { color: 'rgba(0,0,0,0.65)', fontSize: 12, fontWeight: 500 }
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 150px 110px',
        gap: '6px 8px',
        alignItems: 'center',
        maxHeight: 250,
        overflowY: 'auto',
      }}
    >
      <span style={head}>{t('element')}</span>
      <span style={head}>{t('role')}</span>
      <span style={head}>{t('value')}</span>
      {ids.map((element) => {
        const m = marks[element] ?? {}
        return (
          <div key={element} data-element={element} style={{ display: 'contents' }}>
            <button
              type="button"
              onClick={() => onChoose(element)}
              title={element}
              style={{
                textAlign: 'left',
                border: 'none',
                background: chosen === element ? '#e6f4ff' : 'transparent',
                borderRadius: 4,
                padding: '4px 6px',
                cursor: 'pointer',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                fontFamily: 'monospace',
              }}
            >
              {element}
            </button>
            <Select
              size="small"
              allowClear
              placeholder={t('none')}
              value={m.role}
              options={roles}
              aria-label={`${t('role')} ${element}`}
              onFocus={() => onChoose(element)}
              onChange={(role?: UserPartRole) => onMark(element, { role })}
              // above the dialog
              getPopupContainer={(node) => node.parentElement ?? document.body}
            />
            {m.role === 'visible' ? (
              <Input
                size="small"
                value={m.value ?? ''}
                placeholder={t('valueHint')}
                maxLength={64}
                aria-label={`${t('value')} ${element}`}
                onChange={(e) => onMark(element, { value: e.target.value })}
              />
            ) : (
              <span />
            )}
          </div>
        )
      })}
    </div>
  )
}
