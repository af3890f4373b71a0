// A plugin's manifest in the catalogue: its version, the widget types it provides, the host API range it
// needs, and the verdict the loader would reach (the same checks, core/kernel/plugin-manifest.ts): the
// host API and the entry's sha384 against the manifest. A plugin without a manifest loads unchecked.
import { Button, Input, Modal, Space, Tag, Tooltip, Typography, Upload } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  compatibility,
  refusalText as englishRefusal,
  integrity,
  type ManifestRefusal,
} from '../../../core/kernel/index.ts'
import type { RemotePlugin } from '../../../schemas/entities/remote-plugin.ts'
import type { PluginManifest } from '../../../schemas/plugin-manifest.ts'

type Verdict = { state: 'checking' } | { state: 'ok' } | { state: 'refused'; refusal: ManifestRefusal | null }

/** What the loader would decide on this browser, before importing anything. */
async function verdictOf(manifest: PluginManifest, url: string): Promise<Verdict> {
  const incompatible = compatibility(manifest)
  if (incompatible) return { state: 'refused', refusal: incompatible }
  try {
    const answer = await fetch(new URL(url, document.baseURI), {
      credentials: 'same-origin',
      cache: 'no-cache',
    })
    const tampered = await integrity(manifest, await answer.arrayBuffer())
    return tampered ? { state: 'refused', refusal: tampered } : { state: 'ok' }
  } catch {
    return { state: 'refused', refusal: null }
  }
}

const refusalText = (r: ManifestRefusal | null) => (r ? englishRefusal(r) : undefined)

function useVerdict(plugin: RemotePlugin): Verdict | undefined {
  const [verdict, setVerdict] = useState<Verdict>()
  const { manifest, url } = plugin
  useEffect(() => {
    if (!manifest) return setVerdict(undefined)
    let live = true
    setVerdict({ state: 'checking' })
    void verdictOf(manifest, url).then((v) => live && setVerdict(v))
    return () => {
      live = false
    }
  }, [manifest, url])
  return verdict
}

export function ManifestCell({ plugin }: { plugin: RemotePlugin }) {
  const { t, i18n } = useTranslation('plugins')
  const verdict = useVerdict(plugin)
  const { manifest } = plugin
  if (!manifest)
    return (
      <Tooltip title={t('manifest.noneHint')}>
        <Tag data-testid={`plugin-manifest-${plugin.name}`}>{t('manifest.none')}</Tag>
      </Tooltip>
    )
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const reason =
    verdict?.state === 'refused'
      ? verdict.refusal
        ? t(`refusal.${verdict.refusal.reason}`, verdict.refusal)
        : t('refusal.unreachable')
      : undefined
  return (
    <Space orientation="vertical" size={2} data-testid={`plugin-manifest-${plugin.name}`}>
      <Space size={4} wrap>
        <Typography.Text strong>
          {manifest.id} {manifest.version}
        </Typography.Text>
        {verdict?.state === 'ok' && <Tag color="success">{t('manifest.verified')}</Tag>}
        {verdict?.state === 'checking' && <Tag>{t('manifest.checking')}</Tag>}
        {reason && (
          // the hashes are long: in the tooltip, not in the cell
          <Tooltip title={verdict?.state === 'refused' ? refusalText(verdict.refusal) : undefined}>
            <Tag color="error" data-testid={`plugin-refusal-${plugin.name}`} style={{ whiteSpace: 'normal' }}>
              {t('manifest.refused')}: {reason}
            </Tag>
          </Tooltip>
        )}
      </Space>
      <Typography.Text type="secondary">
        {manifest.widgets.map((w) => `${w.title[lang]} (${t(`category.${w.category}`)})`).join(', ')} ·{' '}
        {t('manifest.hostApi')} {manifest.hostApi}
      </Typography.Text>
    </Space>
  )
}

/** Sets or clears a plugin's manifest: paste its JSON or pick its file (lfscada-plugin.json). */
export function ManifestDialog({
  plugin,
  onSave,
  onClose,
  busy,
}: {
  plugin: RemotePlugin
  onSave: (text: string) => Promise<unknown>
  onClose: () => void
  busy: boolean
}) {
  const { t } = useTranslation('plugins')
  const [text, setText] = useState(plugin.manifest ? JSON.stringify(plugin.manifest, null, 2) : '')
  return (
    <Modal
      open
      title={`${t('manifest.title')} · ${plugin.name}`}
      onCancel={onClose}
      onOk={() => void onSave(text)}
      confirmLoading={busy}
      okButtonProps={{ id: 'plugin-manifest-save' }}
    >
      <Typography.Paragraph type="secondary">{t('manifest.hint')}</Typography.Paragraph>
      <Upload
        accept=".json"
        showUploadList={false}
        beforeUpload={(file) => {
          void file.text().then(setText)
          return false
        }}
      >
        <Button>{t('chooseFile')}</Button>
      </Upload>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={12}
        style={{ marginTop: 8, fontFamily: 'monospace' }}
        data-testid="plugin-manifest-text"
      />
    </Modal>
  )
}
