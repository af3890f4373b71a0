// Files to and from the API: a file answer (an .xlsx export) saved by the browser: a form POST as `api.call` sends it,
// the session's cookie, the answer's file name (its UTF-8 form first); a JSON answer is a refusal,
// thrown with its code so the shell's `fail` shows the catalogue text; and a chosen file as the base64
// an import's body carries.
import { ApiError } from '../../../core/api/errors.ts'

/** The file name of a Content-Disposition header. */
function fileName(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  return utf8 ? decodeURIComponent(utf8) : fallback
}

/** POSTs `body` to `path` and resolves with the answer's bytes and name; rejects with the refusal. */
export async function fetchFile(
  baseUrl: string,
  path: string,
  body: Record<string, string>,
  lang: string,
  fallbackName: string,
): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(`${baseUrl}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang },
    body: new URLSearchParams(body).toString(),
  })
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || type.includes('json')) {
    const answer = (await response.json().catch(() => ({}))) as { code?: number; msg?: string }
    throw new ApiError(answer.code ?? response.status, answer.msg ?? String(response.status))
  }
  return {
    blob: await response.blob(),
    name: fileName(response.headers.get('content-disposition'), fallbackName),
  }
}

/** Downloads the file answer of `path` under its name. */
export async function downloadFile(
  baseUrl: string,
  path: string,
  body: Record<string, string>,
  lang: string,
  fallbackName: string,
): Promise<void> {
  const { blob, name } = await fetchFile(baseUrl, path, body, lang, fallbackName)
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** A file's bytes as base64 (an import's body). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}
