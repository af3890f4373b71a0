// Style screens (spec §2 `style/list`, `style/system`, `vas/custom-style`): the enterprise's own styles
// (add, edit, delete with a confirmation, use one), the platform's system styles for platform
// administrators (the same, made as system styles), and the system styles an enterprise may choose;
// `vas/custom-platform` (issue 34): the enterprise's styles, each with its login and main page editor;
// an enterprise's own style also has its push configuration and grants to external parties (sharing.tsx).
import { Alert, Button, Card, Image, Popconfirm, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { StyleView } from '../../../schemas/entities/style.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'
import { useAction } from '../shared/useAction.ts'
import { type PagedRows, usePagedCall } from '../shared/usePaged.ts'
import { StyleDialog } from './dialog.tsx'
import { StyleSharing } from './sharing.tsx'

type Paged = PagedRows<StyleView>

function StylesTable({
  paged,
  title,
  manage,
  system,
}: {
  paged: Paged
  title: string
  /** add, edit and delete (else only use) */
  manage: boolean
  /** the rows are system styles; new ones are made as such */
  system: boolean
}) {
  const { api, refreshUser } = useServices()
  const { t } = useTranslation('style')
  const { run, busy } = useAction()
  const [editing, setEditing] = useState<StyleView | 'new'>()
  const [sharing, setSharing] = useState<StyleView>()
  const { rows, loading, pagination, reload } = paged

  const act = async (call: () => Promise<unknown>) => {
    const done = await run(call)
    if (done !== undefined) await reload()
    return done
  }
  const use = async (id: string) => {
    if ((await act(() => api.call('style/use', { id }))) !== undefined) refreshUser()
  }

  return (
    <Card
      data-testid={system ? 'system-styles' : 'styles'}
      title={title}
      extra={
        manage && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="style-add">
            {t('add')}
          </Button>
        )
      }
    >
      <Alert type="info" showIcon title={t('hint')} style={{ marginBottom: 16 }} />
      <Table<StyleView>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={pagination}
        columns={[
          {
            title: t('name'),
            dataIndex: 'name',
            render: (name: string, s) => (
              <Space>
                {name}
                {s.inUse && <Tag color="green">{t('inUse')}</Tag>}
                {s.system && !system && <Tag>{t('system')}</Tag>}
                {s.grantedBy !== undefined && (
                  <Tag color="blue" data-testid={`style-granted-${s.name}`}>
                    {t('grantedBy', { name: s.grantedBy })}
                  </Tag>
                )}
              </Space>
            ),
          },
          { title: t('styleTitle'), dataIndex: 'title' },
          {
            title: t('logo'),
            dataIndex: 'logo',
            render: (logo: string) => logo && <Image src={logo} height={24} preview={false} />,
          },
          {
            title: t('favicon'),
            dataIndex: 'faviconIco',
            render: (icon: string) => icon && <Image src={icon} height={16} preview={false} />,
          },
          { title: t('loginPath'), dataIndex: 'webLoginPath', render: (p: string) => p && `/${p}` },
          { title: t('updatedAt'), dataIndex: 'updatedAt', render: (time: number) => formatTime(time) },
          {
            title: t('actions'),
            render: (_, s) => {
              // a style granted by another enterprise is used, never changed
              const own = manage && s.grantedBy === undefined
              return (
                <Space>
                  {s.inUse ? (
                    <Button
                      type="link"
                      loading={busy}
                      onClick={() => use('')}
                      data-testid={`style-unuse-${s.name}`}
                    >
                      {t('stopUsing')}
                    </Button>
                  ) : (
                    <Button
                      type="link"
                      loading={busy}
                      onClick={() => use(s.id)}
                      data-testid={`style-use-${s.name}`}
                    >
                      {t('use')}
                    </Button>
                  )}
                  {own && (
                    <Button type="link" onClick={() => setEditing(s)} data-testid={`style-edit-${s.name}`}>
                      {t('edit')}
                    </Button>
                  )}
                  {own && (
                    <Link to={`/style/edit/login/${s.id}`} data-testid={`style-login-${s.name}`}>
                      {t('loginPage')}
                    </Link>
                  )}
                  {own && (
                    <Link to={`/style/edit/main/${s.id}`} data-testid={`style-main-${s.name}`}>
                      {t('mainPage')}
                    </Link>
                  )}
                  {own && !system && (
                    <Button type="link" onClick={() => setSharing(s)} data-testid={`style-sharing-${s.name}`}>
                      {t('sharing')}
                    </Button>
                  )}
                  {own && (
                    <Popconfirm
                      title={t('confirmDelete')}
                      onConfirm={() => act(() => api.call('style/delete', { id: s.id }))}
                    >
                      <Button type="link" danger data-testid={`style-delete-${s.name}`}>
                        {t('delete')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              )
            },
          },
        ]}
      />
      {sharing && <StyleSharing style={sharing} onClose={() => setSharing(undefined)} />}
      {editing && (
        <StyleDialog
          style={editing === 'new' ? undefined : editing}
          system={system}
          onClose={(saved) => {
            setEditing(undefined)
            if (saved) {
              void reload()
              refreshUser()
            }
          }}
        />
      )}
    </Card>
  )
}

/** `style/list`: the enterprise's own styles. */
export function StyleList() {
  const { t } = useTranslation('style')
  const paged = usePagedCall('style/query')
  return <StylesTable paged={paged} title={t('title')} manage system={false} />
}

/** `style/system`: the platform's system styles, managed by platform administrators. */
export function SystemStyles() {
  const { t } = useTranslation('style')
  const paged = usePagedCall('style/querySysStyle')
  return <StylesTable paged={paged} title={t('systemTitle')} manage system />
}

/** `vas/custom-platform`: the enterprise's styles with their login and main page editors. */
export function CustomPlatform() {
  const { t } = useTranslation('style')
  const paged = usePagedCall('style/query')
  return (
    <>
      <Alert type="info" showIcon title={t('platformHint')} style={{ marginBottom: 16 }} />
      <StylesTable paged={paged} title={t('platformTitle')} manage system={false} />
    </>
  )
}

/** `vas/custom-style`: the system styles an enterprise may choose from. */
export function CustomStyle() {
  const { t } = useTranslation('style')
  const paged = usePagedCall('style/querySysStyle')
  return <StylesTable paged={paged} title={t('customTitle')} manage={false} system />
}
