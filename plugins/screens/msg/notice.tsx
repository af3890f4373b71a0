// A system notice's detail (`/msg/detail/all/notice/public/{dataId}`, spec §7 `notice/detail`; issue 34):
// its title, publish time and rich text, cleaned again here with the one allow-list before it is drawn
// (the server cleaned it at save and on the way out).
import { Card, Result, Spin, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Notice } from '../../../schemas/entities/notice.ts'
import { cleanRichText, loadPurify } from '../../widgets/common/rich-text.ts'
import { formatTime } from '../shared/format.ts'
import { useServices } from '../shared/services.tsx'

type Loaded = { notice: Notice; html: string } | 'failed' | undefined

export function NoticeDetail({ id }: { id: string }) {
  const { api, fail } = useServices()
  const { t } = useTranslation('msg')
  const [loaded, setLoaded] = useState<Loaded>()
  useEffect(() => {
    let live = true
    Promise.all([api.call('notice/detail', { id }), loadPurify()]).then(
      ([notice, purify]) => live && setLoaded({ notice, html: cleanRichText(purify, notice.content) }),
      (e: unknown) => {
        if (!live) return
        setLoaded('failed')
        fail(e)
      },
    )
    return () => {
      live = false
    }
  }, [api, fail, id])
  if (loaded === undefined) return <Spin data-testid="notice-loading" />
  if (loaded === 'failed')
    return <Result status="warning" title={t('noticeMissing')} data-testid="notice-missing" />
  const { notice, html } = loaded
  return (
    <Card title={notice.title} data-testid="notice-detail">
      <Typography.Paragraph type="secondary">
        {t('published')}: {formatTime(notice.publishedAt ?? notice.publishAt)}
      </Typography.Paragraph>
      <div
        className="notice-content"
        data-testid="notice-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text cleaned with the one allow-list above
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Card>
  )
}
