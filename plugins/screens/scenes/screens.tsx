import {
  Button,
  Card,
  Checkbox,
  ColorPicker,
  Empty,
  Form,
  Input,
  List,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { ObjectBinding, Scene, SceneConfig as SceneDoc } from '../../../schemas/api/scene.ts'
import { SYMBOLS } from '../../../schemas/page.ts'
import { SceneView } from '../../scenes/SceneView.tsx'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction, useQueryCall } from '../shared/useAction.ts'
import { sceneConfigPath } from './manifest.ts'

const modelUrl = (s: Pick<Scene, 'modelAssetId'>) =>
  s.modelAssetId ? `/lfscada/asset/file/${s.modelAssetId}` : undefined

/** Uploads a glTF/GLB file to the asset library as a model (checked by content there); answers its id. */
function useModelUpload() {
  const { api } = useServices()
  return (file: File) =>
    api.callFile('asset/upload', { kind: 'model', name: file.name }, file, {
      fileName: file.name,
    })
}

export function SceneList() {
  const { t } = useTranslation('scenes')
  const { api } = useServices()
  const { run, busy } = useAction()
  const scenes = useQueryCall('scene/query')
  const upload = useModelUpload()
  const [adding, setAdding] = useState(false)
  const [renaming, setRenaming] = useState<Scene>()
  const [form] = Form.useForm<{ name: string; file?: File }>()
  const add = (v: { name: string }, file?: File) =>
    run(async () => {
      const model = file ? await upload(file) : undefined
      await api.call('scene/add', { name: v.name, ...(model ? { modelAssetId: model.id } : {}) })
      setAdding(false)
      form.resetFields()
      await scenes.reload()
    })
  const [file, setFile] = useState<File>()
  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)} data-testid="scene-add">
          {t('add')}
        </Button>
      }
    >
      <Table<Scene>
        rowKey="id"
        loading={scenes.loading}
        dataSource={scenes.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        columns={[
          {
            title: '',
            width: 120,
            render: (_, s) =>
              s.thumbnail ? (
                <img
                  src={s.thumbnail}
                  alt={s.name}
                  style={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 4 }}
                />
              ) : (
                <div style={{ width: 96, height: 64, background: '#0b1a2b', borderRadius: 4 }} />
              ),
          },
          { title: t('name'), dataIndex: 'name' },
          {
            title: t('model'),
            render: (_, s) => (s.modelAssetId ? <Tag color="blue">GLB</Tag> : <Tag>{t('noModel')}</Tag>),
          },
          {
            title: t('id'),
            dataIndex: 'id',
            render: (id: string) => (
              <Typography.Text copyable={{ text: id }}>{id.slice(0, 8)}…</Typography.Text>
            ),
          },
          { title: t('updated'), dataIndex: 'updatedAt', render: (v: number) => formatTime(v) },
          {
            title: '',
            render: (_, s) => (
              <Space>
                <Link to={sceneConfigPath(s.id)}>{t('configure')}</Link>
                <Button type="link" size="small" onClick={() => setRenaming(s)}>
                  {t('rename')}
                </Button>
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => run(() => api.call('scene/delete', { id: s.id })).then(scenes.reload)}
                >
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('add')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        confirmLoading={busy}
      >
        <Form form={form} layout="vertical" onFinish={(v) => add(v, file)}>
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label={t('model')}>
            <Upload
              accept=".glb,.gltf"
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f)
                return false
              }}
              onRemove={() => setFile(undefined)}
            >
              <Button>{t('upload')}</Button>
            </Upload>
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={renaming !== undefined}
        title={t('rename')}
        onCancel={() => setRenaming(undefined)}
        footer={null}
        destroyOnHidden
      >
        <Form
          layout="vertical"
          initialValues={{ name: renaming?.name }}
          onFinish={(v: { name: string }) =>
            run(() => api.call('scene/edit', { id: renaming?.id ?? '', name: v.name })).then(() => {
              setRenaming(undefined)
              return scenes.reload()
            })
          }
        >
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t('save')}
          </Button>
        </Form>
      </Modal>
    </Card>
  )
}

type Draft = Omit<ObjectBinding, 'object'>

export function SceneConfig() {
  const { t } = useTranslation('scenes')
  const { sceneId = '' } = useParams()
  const { api } = useServices()
  const { run, busy } = useAction()
  const scene = useQueryCall('scene/info', { id: sceneId })
  const devices = useQueryCall('monitor/equipment/query', { pageNo: 1, pageSize: 100 })
  const [doc, setDoc] = useState<SceneDoc>()
  const config = doc ?? scene.data?.config ?? { bindings: [] }
  const [picked, setPicked] = useState<string>()
  const [view, setView] = useState<SceneDoc['camera']>()
  const [draft, setDraft] = useState<Draft>({
    equipId: '',
    signalId: '',
    symbol: '>',
    value: '0',
    color: '#ff4d4f',
    label: true,
  })
  const signals = useQueryCall(draft.equipId ? 'monitor/multi/signal/query' : undefined, {
    equipmentId: draft.equipId,
  })
  const states = useMemo(
    () =>
      config.bindings.map((b) => ({
        object: b.object,
        active: b.object === picked,
        ...(b.object === picked ? { color: '#faad14' } : {}),
        hidden: false,
        blink: false,
        rotate: false,
      })),
    [config.bindings, picked],
  )
  const bind = () => {
    if (!picked || !draft.signalId) return
    const title = signals.data?.find((s) => s.signalId === draft.signalId)?.signalTitle ?? ''
    setDoc({
      ...config,
      bindings: [...config.bindings.filter((b) => b.object !== picked), { ...draft, title, object: picked }],
    })
  }
  const save = () =>
    run(async () => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="scene-config-view"] canvas')
      const thumbnail = canvas ? thumbnailOf(canvas) : undefined
      const next = await api.call('scene/edit', {
        id: sceneId,
        config: JSON.stringify(config),
        ...(thumbnail ? { thumbnail } : {}),
      })
      scene.setData(next)
      setDoc(undefined)
    })
  if (!scene.data) return <Card loading={scene.loading} />
  return (
    <Card
      title={`${t('configTitle')} · ${scene.data.name}`}
      extra={
        <Space>
          <Link to="/manage/eg/scene">{t('back')}</Link>
          <Button
            disabled={!view}
            onClick={() => view && setDoc({ ...config, camera: view })}
            data-testid="scene-home-view"
          >
            {t('homeView')}
          </Button>
          <Button type="primary" onClick={save} loading={busy} data-testid="scene-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ flex: 1, height: 560 }}>
          <SceneView
            testId="scene-config-view"
            {...(modelUrl(scene.data) ? { modelUrl: modelUrl(scene.data) } : {})}
            config={config}
            states={states}
            background="#0b1a2b"
            interactive
            onPick={setPicked}
            onView={setView}
          />
        </div>
        <div style={{ width: 340 }}>
          <Typography.Paragraph type="secondary">
            {picked ? `${t('object')}: ${picked}` : t('pickHint')}
          </Typography.Paragraph>
          <Form layout="vertical" size="small" disabled={!picked}>
            <Form.Item label={t('device')}>
              <Select
                value={draft.equipId || undefined}
                options={(devices.data?.list ?? []).map((d) => ({ value: d.id, label: d.name }))}
                onChange={(equipId: string) => setDraft({ ...draft, equipId, signalId: '' })}
              />
            </Form.Item>
            <Form.Item label={t('signal')}>
              <Select
                value={draft.signalId || undefined}
                options={(signals.data ?? []).map((s) => ({ value: s.signalId, label: s.signalTitle }))}
                onChange={(signalId: string) => setDraft({ ...draft, signalId })}
              />
            </Form.Item>
            <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
              <Select
                style={{ width: 90 }}
                value={draft.symbol}
                options={SYMBOLS.map((s) => ({ value: s, label: s }))}
                onChange={(symbol) => setDraft({ ...draft, symbol })}
                aria-label={t('rule')}
              />
              <Input
                value={draft.value}
                onChange={(e) => setDraft({ ...draft, value: e.target.value })}
                aria-label={t('value')}
              />
              <ColorPicker
                value={draft.color}
                onChange={(c) => setDraft({ ...draft, color: c.toHexString().slice(0, 7) })}
              />
            </Space.Compact>
            <Space wrap style={{ marginBottom: 12 }}>
              {(['hide', 'blink', 'rotate', 'label'] as const).map((k) => (
                <Checkbox
                  key={k}
                  checked={draft[k] === true}
                  onChange={(e) => setDraft({ ...draft, [k]: e.target.checked })}
                >
                  {t(k)}
                </Checkbox>
              ))}
            </Space>
            <Button block onClick={bind} disabled={!picked || !draft.signalId}>
              {t('bind')}
            </Button>
          </Form>
          <List
            size="small"
            header={t('bindings')}
            dataSource={config.bindings}
            renderItem={(b) => (
              <List.Item
                actions={[
                  <Button
                    key="x"
                    type="link"
                    size="small"
                    danger
                    onClick={() => setDoc({ ...config, bindings: config.bindings.filter((x) => x !== b) })}
                  >
                    {t('delete')}
                  </Button>,
                ]}
              >
                <span style={{ color: b.color }}>■</span> {b.object} · {b.title || b.signalId} {b.symbol}{' '}
                {b.value}
              </List.Item>
            )}
          />
        </div>
      </div>
    </Card>
  )
}

/** A small PNG of the view for the list (the renderer keeps its drawing buffer). */
function thumbnailOf(canvas: HTMLCanvasElement): string | undefined {
  const small = document.createElement('canvas')
  small.width = 192
  small.height = 128
  small.getContext('2d')?.drawImage(canvas, 0, 0, small.width, small.height)
  const url = small.toDataURL('image/png')
  return url.startsWith('data:image/png;base64,') ? url : undefined
}
