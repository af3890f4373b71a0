// Answers a request with an .xlsx file as itself (the route table's envelope is not sent after it).
import type { FastifyReply } from 'fastify'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export function sendFile(reply: FastifyReply, name: string, data: Buffer): void {
  const file = `${name}.xlsx`
  reply.hijack()
  reply.raw.writeHead(200, {
    'content-type': XLSX,
    'content-length': data.length,
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="${file.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file)}`,
  })
  reply.raw.end(data)
}
