// The agreement and privacy policy of an enterprise's login page (issue 34, `style/updateAgreementPolicy`):
// when either is set, signing in needs the box ticked; each opens in a dialog. Plain text is drawn as
// text; rich text is cleaned again here with the one allow-list, DOMPurify loaded only when one is opened
// (the login page stays light).
import { Button, Checkbox, Form, Modal } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LegalText, LoginLook } from '../../../schemas/entities/style.ts'

type Which = 'agreement' | 'policy'

function LegalBody({ legal }: { legal: LegalText }) {
  const [html, setHtml] = useState<string>()
  useEffect(() => {
    if (legal.format !== 'rich') return
    let live = true
    void import('../../../plugins/widgets/common/rich-text.ts').then(async (m) => {
      const purify = await m.loadPurify()
      if (live) setHtml(m.cleanRichText(purify, legal.text))
    })
    return () => {
      live = false
    }
  }, [legal])
  if (legal.format === 'plain')
    return (
      <div style={{ whiteSpace: 'pre-wrap' }} data-testid="legal-text">
        {legal.text}
      </div>
    )
  // DOMPurify is a moment away; no spinner library is loaded onto the login page for it
  if (html === undefined) return null
  return (
    <div
      data-testid="legal-text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned with the one allow-list just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

/** The acceptance box (form field `accepted`), or nothing when the page has no legal texts. */
export function AgreementField({ login }: { login: LoginLook }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Which>()
  const links = (['agreement', 'policy'] as const).filter((which) => login[which].text !== '')
  if (links.length === 0) return null
  const link = (which: Which) => (
    <Button
      key={which}
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      onClick={(e) => {
        // the box is not ticked by opening a text
        e.preventDefault()
        setOpen(which)
      }}
      data-testid={`login-${which}`}
    >
      {t(`shell.login.${which}`)}
    </Button>
  )
  return (
    <>
      <Form.Item
        name="accepted"
        valuePropName="checked"
        rules={[
          {
            validator: async (_, v) =>
              v ? undefined : Promise.reject(new Error(t('shell.login.mustAccept'))),
          },
        ]}
      >
        <Checkbox data-testid="login-accept">
          {t('shell.login.accept')}{' '}
          {links.map((which, i) => [i > 0 && ` ${t('shell.login.and')} `, link(which)])}
        </Checkbox>
      </Form.Item>
      <Modal
        open={open !== undefined}
        title={open && t(`shell.login.${open}`)}
        footer={null}
        onCancel={() => setOpen(undefined)}
        width={720}
      >
        {open && <LegalBody legal={login[open]} />}
      </Modal>
    </>
  )
}
