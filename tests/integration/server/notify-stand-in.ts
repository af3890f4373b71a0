// A notification provider's stand-in: a local HTTP server that takes what the webhook provider posts
// (server/notify/webhook.ts: the notification as JSON, a bearer token) and answers each post with the
// status its script says, 200 once the script is used up.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Notification } from '../../../server/notify/notifier.ts'

export interface StandIn {
  url: string
  /** what was posted, in order, with the status each got */
  posts: { body: Notification; authorization: string | undefined; status: number }[]
  close(): Promise<void>
}

const bodyOf = async (req: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Notification
}

export async function startStandIn(statuses: number[] = []): Promise<StandIn> {
  const posts: StandIn['posts'] = []
  const server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const status = statuses.shift() ?? 200
      posts.push({ body, authorization: req.headers.authorization, status })
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/send`,
    posts,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
