// Compression of the API's answers: Brotli or gzip as the client accepts, above a small size; smaller
// answers would not gain what the encoding costs. The web app's files are compressed at build instead.
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

export const COMPRESS_MIN_BYTES = 1024

/** Applies to the routes declared after it (fastify's onRoute): the API's, not the static files'. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['br', 'gzip'] })
}
