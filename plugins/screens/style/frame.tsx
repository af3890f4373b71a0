// `/manage/frame/{path}[/{openFlag}]` (spec §2): an external page inside the management frame. `path` is
// the page's address, URI-encoded; only an address the link allow-list takes (http, https, a path of the
// platform) is shown, anything else is refused with a message. `openFlag` 1 offers it in a new window
// instead (for pages that refuse to be framed). The frame is sandboxed: a page of the platform itself
// gets no same-origin rights, so it cannot reach the session.
import { Button, Card, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { safeUrl } from '../../../core/validation/url.ts'

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return ''
  }
}

/** Same-origin rights only for a page of another origin (its own origin, not ours). */
const sandboxOf = (url: string) =>
  /^https?:\/\//i.test(url) && new URL(url).origin !== window.location.origin
    ? 'allow-scripts allow-forms allow-popups allow-same-origin'
    : 'allow-scripts allow-forms allow-popups'

export function ManageFrame() {
  const { path = '', openFlag } = useParams()
  const { t } = useTranslation('style')
  const url = safeUrl(decoded(path), 'link')
  if (!url) return <Result status="warning" title={t('frameRefused')} data-testid="frame-refused" />
  if (openFlag === '1')
    return (
      <Result
        status="info"
        title={url}
        extra={
          <Button
            type="primary"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="frame-open"
          >
            {t('frameOpen')}
          </Button>
        }
      />
    )
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <iframe
        title={url}
        src={url}
        sandbox={sandboxOf(url)}
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0, display: 'block' }}
        data-testid="manage-frame"
      />
    </Card>
  )
}
