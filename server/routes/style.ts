// Enterprise styles (`style/*`, platform spec §7 Style and `style/loadStyle`; §3 Theme; §9 images under
// 100 KB): an enterprise's styles (key manage_style), the platform's system styles (made and changed by
// platform administrators, usable by every enterprise), the style the enterprise uses, the login path
// check, image uploads (multipart `style/updateWebMain`) served back by `style/image/:id/:kind`, and
// `style/loadStyle`, the theme the shell applies — public, so the login page at `/{loginPath}` gets its own.
// Issue 34: the login and main page editor's saves, the agreement and policy, push configurations and
// grants of a style to external parties.
import { Code } from '../../core/i18n/codes.ts'
import { Empty } from '../../schemas/api/common.ts'
import { fail } from '../http/api-error.ts'
import { findParty } from '../org/external-grants.ts'
import { addStyleGrant, cancelStyleGrant, queryStyleGrants } from '../styles/grants.ts'
import { updateAgreementPolicy, updateWebLogin } from '../styles/looks.ts'
import { addPushConf, editPushConf, queryPushConfs } from '../styles/push-confs.ts'
import {
  addStyle,
  checkLoginPath,
  deleteStyle,
  editStyle,
  imageFile,
  infoStyle,
  loadTheme,
  queryStyles,
  uploadImages,
  useStyle,
} from '../styles/styles.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const AUTH = 'manage_style'

export const styleRoutes = [
  endpoint('style/loadStyle', {
    summary:
      "the theme to apply (spec §3 Theme): the caller's enterprise's style; without a session the style of `loginPath`; null when none",
    auth: 'public',
    handler: ({ body, caller, s }) => loadTheme(s, caller, body.loginPath),
  }),

  endpoint('style/query', {
    summary: "a page of the enterprise's own styles, newest first (keyword in the name)",
    auth: AUTH,
    handler: ({ body, caller, s }) => queryStyles(s, caller, body, false),
  }),

  endpoint('style/querySysStyle', {
    summary: 'a page of the platform’s system styles, newest first (keyword in the name)',
    auth: AUTH,
    handler: ({ body, caller, s }) => queryStyles(s, caller, body, true),
  }),

  endpoint('style/infoStyle', {
    summary: 'one style: of the enterprise, or a system style',
    auth: AUTH,
    idFields: { id: 'usableStyle' },
    handler: ({ body, caller, s }) => infoStyle(s, caller, body.id),
  }),

  endpoint('style/add', {
    summary:
      'create a style (90007 name taken in the enterprise; login path rules as validateLoginUrl); `system` for platform administrators only (90008)',
    auth: AUTH,
    handler: ({ body, caller, s, now }) => addStyle(s, caller, body, now),
  }),

  endpoint('style/edit', {
    summary:
      "change a style's fields; a system style only by platform administrators (90008); `logo`/`faviconIco` '' removes the image",
    auth: AUTH,
    idFields: { id: 'style' },
    handler: ({ body, caller, s, now }) => editStyle(s, caller, body, now),
  }),

  endpoint('style/delete', {
    summary:
      'delete a style (10004 while an enterprise uses it; a system style only by platform administrators)',
    auth: AUTH,
    idFields: { id: 'style' },
    handler: ({ body, caller, s, now }) => deleteStyle(s, caller, body.id, now),
  }),

  endpoint('style/use', {
    summary: "the style the enterprise uses: one of its own or a system style; '' for the default look",
    auth: AUTH,
    idFields: { id: 'usableStyle' },
    handler: ({ body, caller, s, now }) => useStyle(s, caller, body.id ?? '', now),
  }),

  endpoint('style/validateLoginUrl', {
    summary:
      "check a login path: letters, digits, '-' (10001 format), not a route of the app (10001 reserved), not another style's (90007)",
    auth: AUTH,
    idFields: { id: 'style' },
    handler: async ({ body, s }) => ({
      webLoginPath: (await checkLoginPath(s.db, body.webLoginPath, body.id || undefined)) ?? '',
    }),
  }),

  endpoint('style/updateWebMain', {
    summary:
      'save the main page of a style: its look (colours, zh and en texts) and/or the logo and favicon (multipart `logo`, `favicon`: png, jpg, svg or ico by content, under 100 KB; 10006 empty, 10007 format, 10008 size)',
    auth: AUTH,
    idFields: { id: 'style' },
    handler: ({ body, caller, s, now }) => uploadImages(s, caller, body, now),
  }),

  endpoint('style/updateWebLogin', {
    summary:
      "save the login page of a style: its look (colours, zh and en texts), login path and background (multipart `background`, as `updateWebMain`’s images, or `backgroundImage` an address, '' removing it)",
    auth: AUTH,
    idFields: { id: 'style' },
    handler: ({ body, caller, s, now }) => updateWebLogin(s, caller, body, now),
  }),

  endpoint('style/updateAgreementPolicy', {
    summary:
      "save the user agreement and/or privacy policy of a style’s login page: plain text, or rich text cleaned with the one allow-list; a text '' removes it",
    auth: AUTH,
    idFields: { id: 'style' },
    handler: ({ body, caller, s, now }) => updateAgreementPolicy(s, caller, body, now),
  }),

  endpoint('style/pushconf/query', {
    summary: 'the push configurations of a style, one per channel (secrets never answered)',
    auth: AUTH,
    idFields: { styleId: 'style' },
    handler: ({ body, s }) => queryPushConfs(s, body.styleId),
  }),

  endpoint('style/pushconf/add', {
    summary: 'add a push configuration to a style (90007 when its channel has one)',
    auth: AUTH,
    idFields: { styleId: 'style' },
    handler: ({ body, caller, s, now }) => addPushConf(s, caller, body, now),
  }),

  endpoint('style/pushconf/edit', {
    summary: 'change a push configuration (fields left out, the secret among them, are kept)',
    auth: AUTH,
    idFields: { id: 'stylePushConf' },
    handler: ({ body, caller, s, now }) => editPushConf(s, caller, body, now),
  }),

  endpoint('style/queryAuthExternal', {
    summary: 'a page of the external parties a style is granted to, newest first',
    auth: AUTH,
    idFields: { styleId: 'style' },
    handler: ({ body, s }) => queryStyleGrants(s, body),
  }),

  endpoint('style/queryUnAuthExternal', {
    summary: 'find an external party by one of its accounts’ login names or its enterprise id: its name',
    auth: AUTH,
    handler: ({ body, caller, s }) => findParty(s.db, caller, body.party),
  }),

  endpoint('style/auth', {
    summary: 'grant a style to an external party, which may then use it (again: the grant there is)',
    auth: AUTH,
    idFields: { styleId: 'style' },
    handler: ({ body, caller, s, now }) => addStyleGrant(s, caller, body, now),
  }),

  endpoint('style/cancelAuth', {
    summary: 'cancel a grant of a style: the party may no longer choose it',
    auth: AUTH,
    idFields: { id: 'styleGrant' },
    handler: ({ body, caller, s, now }) => cancelStyleGrant(s, caller, body.id, now),
  }),

  route({
    path: 'style/image/:id/:kind',
    method: 'GET',
    summary:
      'an uploaded image of a style (kind logo, favicon or background), as itself; public: the login page shows it',
    bodySchema: Empty,
    auth: 'public',
    handler: async ({ s, req, reply }) => {
      const { id, kind } = req.params as { id: string; kind: string }
      const file = await imageFile(s.db, id, kind)
      if (!file) fail(Code.noDataOrPermission)
      // The image is the answer: written raw, so the table's envelope is not sent after it.
      reply.hijack()
      reply.raw.writeHead(200, {
        'content-type': file.mime,
        'content-length': file.data.length,
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
        // an svg opened as a page runs nothing
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
      reply.raw.end(file.data)
    },
  }),
]
