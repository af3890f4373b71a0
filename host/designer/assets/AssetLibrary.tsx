// The enterprise's asset library as a dialog of the property panel: the uploaded images as thumbnails
// (or 3D models by name, `kind="model"`), search by name, newest first, an upload button with progress
// and the reason of a refusal, an empty state that says what to do, and delete with confirmation.
// Picking one closes it with its address.
import { CodeSandboxOutlined, DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Empty, Input, Modal, Popconfirm, Progress, Space, Spin, Tooltip, Upload } from 'antd'
import dayjs from 'dayjs'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { toApiError } from '../../../core/api/errors.ts'
import { errorMessage, type Lang } from '../../../core/i18n/index.ts'
import { ASSET_FORMATS, ASSET_LIMITS, type AssetKind, type AssetView } from '../../../schemas/api/asset.ts'
import { useApi } from '../../boot/api.tsx'
import { useTexts } from '../../widgets/texts.ts'
import { assetsOf, forgetAssets } from './list.ts'
import { ASSETS_NS, ASSETS_TEXTS } from './texts.ts'
import { uploadAsset } from './upload.ts'

/** What the file dialog offers per kind; the server decides by content anyway. */
const ACCEPT: Record<AssetKind, string> = {
  image: '.png,.jpg,.jpeg,.gif,.webp,.svg,image/png,image/jpeg,image/gif,image/webp,image/svg+xml',
  model: '.glb,.gltf,model/gltf-binary,model/gltf+json',
}
const NAME: Record<AssetKind, RegExp> = {
  image: new RegExp(`\\.(${[...ASSET_FORMATS.image, 'jpeg'].join('|')})$`, 'i'),
  model: new RegExp(`\\.(${ASSET_FORMATS.model.join('|')})$`, 'i'),
}
/** Texts that differ by kind: a model's under the `model.` keys. */
const keyOf = (kind: AssetKind, key: string) => (kind === 'model' ? `model.${key}` : key)

/** 1 MB, 12.3 KB, 812 B: sizes for people. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Number((n / 1024 / 1024).toFixed(1))} MB`
  if (n >= 1024) return `${Number((n / 1024).toFixed(1))} KB`
  return `${n} B`
}

type Status =
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'done'; name: string }
  | { kind: 'error'; text: string }
  | undefined

export interface AssetLibraryProps {
  open: boolean
  /** images (default) or 3D models */
  kind?: AssetKind
  /** the address in the field, marked as current */
  current: string
  onPick(url: string): void
  onClose(): void
}

export function AssetLibrary({ open, kind = 'image', current, onPick, onClose }: AssetLibraryProps) {
  const { t, i18n } = useTexts(ASSETS_NS, ASSETS_TEXTS)
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh'
  const api = useApi()
  const [assets, setAssets] = useState<AssetView[] | undefined>()
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<Status>()
  const max = ASSET_LIMITS.bytes[kind]
  const tk = (key: string, options?: Record<string, unknown>) => t(keyOf(kind, key), options)
  const reason = useCallback((e: unknown) => errorMessage(toApiError(e).code, i18n.t), [i18n])

  const load = useCallback(async () => {
    try {
      setAssets(await assetsOf(api, kind, true))
    } catch (e) {
      setAssets([])
      setStatus({ kind: 'error', text: t('loadFailed', { reason: reason(e) }) })
    }
  }, [api, t, reason, kind])

  useEffect(() => {
    if (open) void load()
  }, [open, load])

  const upload = async (file: File) => {
    const name = file.name
    // the same limits the server keeps, said before the bytes go out
    if (!NAME[kind].test(name) && !(kind === 'image' && file.type.startsWith('image/')))
      return setStatus({ kind: 'error', text: tk('notImage', { name }) })
    if (file.size > max)
      return setStatus({ kind: 'error', text: t('tooLarge', { name, max: formatBytes(max) }) })
    setStatus({ kind: 'uploading', name, percent: 0 })
    try {
      const asset = await uploadAsset(file, {
        baseUrl: api.baseUrl,
        kind,
        onProgress: (percent) => setStatus({ kind: 'uploading', name, percent }),
      })
      forgetAssets(api)
      setAssets((list) => [asset, ...(list ?? [])])
      setStatus({ kind: 'done', name })
    } catch (e) {
      setStatus({ kind: 'error', text: t('failed', { name, reason: reason(e) }) })
    }
  }

  const remove = async (asset: AssetView) => {
    try {
      await api.call('asset/delete', { id: asset.id })
      forgetAssets(api)
      setAssets((list) => list?.filter((a) => a.id !== asset.id))
    } catch (e) {
      setStatus({ kind: 'error', text: reason(e) })
    }
  }

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    return (assets ?? []).filter((a) => !q || a.name.toLowerCase().includes(q))
  }, [assets, query])

  return (
    <Modal
      open={open}
      title={tk('title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      // above the canvas's selection handles (Moveable's control box sits at 3000)
      zIndex={3100}
      data-testid="asset-library"
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Input.Search
            allowClear
            placeholder={t('search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            style={{ width: 260 }}
            aria-label={t('search')}
          />
          <Space>
            <span style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
              {tk('hint', { max: formatBytes(max) })}
            </span>
            <Upload
              accept={ACCEPT[kind]}
              showUploadList={false}
              multiple={false}
              beforeUpload={(file) => {
                void upload(file)
                return false
              }}
            >
              <Button
                type="primary"
                icon={<UploadOutlined />}
                loading={status?.kind === 'uploading'}
                data-testid="asset-upload"
              >
                {tk('upload')}
              </Button>
            </Upload>
          </Space>
        </Space>
        <StatusLine status={status} t={t} />
        {assets === undefined ? (
          <div style={{ textAlign: 'center', padding: 48 }}>
            <Spin />
          </div>
        ) : shown.length === 0 ? (
          <Empty
            image={
              kind === 'model' ? (
                <CodeSandboxOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />
              ) : (
                <PictureOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />
              )
            }
            description={
              query.trim() ? (
                tk('noMatch', { q: query.trim() })
              ) : (
                <Space direction="vertical" size={2}>
                  <span>{tk('empty')}</span>
                  <span style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{tk('emptyHint')}</span>
                </Space>
              )
            }
            data-testid="asset-empty"
          />
        ) : (
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              gap: 12,
              maxHeight: 420,
              overflowY: 'auto',
            }}
          >
            {shown.map((a) => (
              <AssetCard
                key={a.id}
                asset={a}
                current={a.url === current}
                onPick={() => onPick(a.url)}
                onRemove={() => remove(a)}
                t={t}
              />
            ))}
          </div>
        )}
      </Space>
    </Modal>
  )
}

type T = (key: string, options?: Record<string, unknown>) => string

function StatusLine({ status, t }: { status: Status; t: T }) {
  if (!status) return null
  if (status.kind === 'uploading')
    return (
      <div data-testid="asset-progress">
        <span style={{ fontSize: 12 }}>{t('uploading', { name: status.name })}</span>
        <Progress percent={status.percent} size="small" />
      </div>
    )
  return (
    <Alert
      showIcon
      type={status.kind === 'done' ? 'success' : 'error'}
      message={status.kind === 'done' ? t('uploaded', { name: status.name }) : status.text}
      data-testid="asset-status"
    />
  )
}

function AssetCard({
  asset,
  current,
  onPick,
  onRemove,
  t,
}: {
  asset: AssetView
  current: boolean
  onPick(): void
  onRemove(): void
  t: T
}) {
  return (
    <div
      data-testid="asset-card"
      data-name={asset.name}
      style={{
        border: `1px solid ${current ? '#1677ff' : '#f0f0f0'}`,
        borderRadius: 6,
        padding: 6,
        display: 'flex',
        flexDirection: 'column',
        gap: 4,
      }}
    >
      <button
        type="button"
        onClick={onPick}
        title={t('use')}
        aria-label={`${t('use')} ${asset.name}`}
        style={{
          height: 96,
          border: 'none',
          padding: 0,
          cursor: 'pointer',
          // a checkerboard so transparent images are seen
          background: 'repeating-conic-gradient(#f5f5f5 0% 25%, #fff 0% 50%) 50% / 16px 16px',
        }}
      >
        {asset.kind === 'image' ? (
          <img
            src={asset.url}
            alt={asset.name}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          // a model has no picture of its own: its format over a cube
          <span style={{ display: 'grid', placeItems: 'center', color: '#8c8c8c', gap: 4 }}>
            <CodeSandboxOutlined style={{ fontSize: 36 }} />
            <span style={{ fontSize: 12 }}>{asset.format.toUpperCase()}</span>
          </span>
        )}
      </button>
      <Tooltip
        title={t('by', { who: asset.createdBy, when: dayjs(asset.createdAt).format('YYYY-MM-DD HH:mm') })}
      >
        <div style={{ fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {asset.name}
        </div>
      </Tooltip>
      <Space size={4} style={{ justifyContent: 'space-between' }}>
        <span style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
          {current ? t('current') : formatBytes(asset.size)}
        </span>
        <Popconfirm title={t('removeConfirm', { name: asset.name })} onConfirm={onRemove}>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('remove')} />
        </Popconfirm>
      </Space>
    </div>
  )
}
