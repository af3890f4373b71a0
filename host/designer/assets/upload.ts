// Sends one file to the asset library with upload progress (fetch reports none, so XMLHttpRequest),
// and opens the answer's envelope like the service client: ok codes give the asset, others an ApiError.
import { ApiError } from '../../../core/api/errors.ts'
import { Code, isOkCode } from '../../../core/i18n/codes.ts'
import type { AssetKind, AssetView } from '../../../schemas/api/asset.ts'

export interface UploadOptions {
  baseUrl: string
  kind?: AssetKind
  /** 0..100 as the bytes go out */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

export function uploadAsset(file: File, { baseUrl, kind, onProgress, signal }: UploadOptions) {
  return new Promise<AssetView>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${baseUrl.replace(/\/+$/, '')}/asset/upload`)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(Code.unknown, 'network'))
    xhr.onabort = () => reject(signal?.reason ?? new ApiError(Code.unknown, 'aborted'))
    xhr.onload = () => {
      try {
        const { code, msg, data } = JSON.parse(xhr.responseText) as {
          code: number
          msg?: string
          data: unknown
        }
        if (isOkCode(code)) resolve(data as AssetView)
        else reject(new ApiError(code, msg ?? ''))
      } catch {
        reject(new ApiError(Code.unknown, `HTTP ${xhr.status}`))
      }
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    if (kind) form.append('kind', kind)
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
