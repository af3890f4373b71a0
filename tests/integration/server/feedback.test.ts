// Feedback (issue 34): at least 10 characters (spec §5; 10001 below, white space at the ends not
// counted), an optional screenshot checked by its content, one's own list with the platform's answer,
// answered by platform administrators only (90008 for others; 90003 for no such feedback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { PNG_1X1, postFile } from './asset-fixtures.ts'
import { createAccount, ok, type Session, serverWithTwoEnterprises, type TestServer } from './helpers.ts'

let server: TestServer
let platform: Session
let user: Session
let other: Session

beforeAll(async () => {
  let a: Awaited<ReturnType<typeof serverWithTwoEnterprises>>['a']
  let b: typeof a
  ;({ server, platform, a, b } = await serverWithTwoEnterprises())
  user = await (await createAccount(server, a.admin)).session()
  other = await (await createAccount(server, b.admin)).session()
})
afterAll(() => server.close())

describe('feedback', () => {
  it('refuses fewer than 10 characters and takes 10', async () => {
    expect((await user.call('feedback/add', { content: 'too short' })).code).toBe(Code.paramInvalid)
    expect((await user.call('feedback/add', { content: '   123456789   ' })).code).toBe(Code.paramInvalid)
    const made = await ok(user.call('feedback/add', { content: '  0123456789  ' }, { form: true }))
    expect(made).toMatchObject({ content: '0123456789', image: '', answer: '' })
  })

  it('keeps a screenshot checked by its content; refuses what is not an image', async () => {
    const fields = { content: 'The chart does not load on the monitor page' }
    const made = await postFile(
      server,
      'feedback/add',
      user.cookie,
      { name: 'shot.png', data: PNG_1X1 },
      fields,
    )
    expect(made.code).toBe(200)
    expect(made.data.image).toMatch(/^data:image\/png;base64,/)
    const text = { name: 'shot.png', data: Buffer.from('not an image at all') }
    expect((await postFile(server, 'feedback/add', user.cookie, text, fields)).code).toBe(Code.fileFormat)
  })

  it('lists only one’s own, with the answer of a platform administrator', async () => {
    const mine = await ok(user.call('feedback/add', { content: 'Please add a dark theme to the designer' }))
    const theirs = await ok(other.call('feedback/query', {}))
    expect(theirs.list.map((f: { id: string }) => f.id)).not.toContain(mine.id)

    expect((await user.call('feedback/answer', { feedback: mine.id, answer: 'no' })).code).toBe(Code.noAccess)
    expect((await user.call('feedback/queryAll', {})).code).toBe(Code.noAccess)
    const all = await ok(platform.call('feedback/queryAll', { answered: false }))
    expect(all.list.find((f: { id: string }) => f.id === mine.id)).toMatchObject({
      loginname: expect.any(String),
    })
    const answered = await ok(
      platform.call('feedback/answer', { feedback: mine.id, answer: 'Planned for May.' }),
    )
    expect(answered).toMatchObject({ answer: 'Planned for May.', answeredAt: server.clock.now() })
    const listed = await ok(user.call('feedback/query', {}))
    expect(listed.list.find((f: { id: string }) => f.id === mine.id)).toMatchObject({
      answer: 'Planned for May.',
    })
    expect((await platform.call('feedback/answer', { feedback: 'nothing', answer: 'x' })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})

describe('usual/EquipAction!getEquipDetail.action', () => {
  it('answers a visible device as equipment/multi/info does, 90003 for another enterprise', async () => {
    const devices = await ok(platform.call('equipment/multi/query', {}))
    const id = devices.list[0]?.id as string
    const info = await ok(platform.call('equipment/multi/info', { id }))
    expect(await ok(platform.call('usual/EquipAction!getEquipDetail.action', { id }))).toEqual(info)
    expect((await user.call('usual/EquipAction!getEquipDetail.action', { id })).code).toBe(
      Code.noDataOrPermission,
    )
  })
})
