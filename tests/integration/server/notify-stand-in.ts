// A notification provider's stand-in: a local HTTP server that takes what the webhook provider posts
// (server/notify/webhook.ts: the notification as JSON with its idempotency key, a bearer token) and
// answers each post with the status its script says, 200 once the script is used up; a 'hang' in the
// script holds that post unanswered until the stand-in closes (a provider that hangs).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Delivery } from '../../../server/notify/notifier.ts'

export type Answer = number | 'hang'

export interface Post {
  body: Delivery & { idempotencyKey: string }
  authorization: string | undefined
  /** the idempotency-key header */
  key: string | undefined
  /** the path posted to (one stand-in may serve several channels: /sms, /voice…) */
  path: string
  status: Answer
  /** when it arrived (Date.now) */
  at: number
}

export interface StandIn {
  url: string
  /** what was posted, in order, with the answer each got */
  posts: Post[]
  /** the answers of the posts to come, in order, changeable while it runs */
  script: Answer[]
  close(): Promise<void>
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Post['body']
}

export async function startStandIn(script: Answer[] = []): Promise<StandIn> {
  const posts: StandIn['posts'] = []
  const standIn = { script } as StandIn
  const server = createServer((req, res) => {
    const at = Date.now()
    void bodyOf(req).then((body) => {
      const status = standIn.script.shift() ?? 200
      const key = req.headers['idempotency-key'] as string | undefined
      posts.push({ body, authorization: req.headers.authorization, key, path: req.url ?? '', status, at })
      if (status !== 'hang') res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port: bound } = server.address() as AddressInfo
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${bound}/send`,
    posts,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  })
}
