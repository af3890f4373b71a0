// Alibaba Cloud (Aliyun) SMS and voice, the Chinese cloud plants use: `SendSms` of Dysmsapi and
// `SingleCallByTts` of Dyvmsapi (both API version 2017-05-25), called the RPC way: a form POST of the
// action's and the common parameters, signed with HMAC-SHA1 over the canonical query (signature version
// 1.0: percent-encoding per RFC 3986, parameters sorted by name, "POST&%2F&" + the encoded query, the key
// the AccessKey secret followed by "&"). An answer whose Code is not "OK" is a failed delivery.
// SMS and voice need templates approved by Aliyun: the alarm text goes in as the template's `content`
// parameter; a voice call plays its TTS template `PlayTimes` times (the voice alarm's loop count, 1-3).
import { createHmac, randomUUID } from 'node:crypto'
import type { Notification, NotificationProvider } from './notifier.ts'

export interface AliyunConfig {
  accessKey: string
  accessKeySecret: string
  /** SMS: the approved signature; voice: unused */
  signName?: string
  /** the SMS template, or the voice TTS template */
  templateCode: string
  /** voice: the number calls come from (optional: Aliyun's public pool) */
  calledShowNumber?: string
  /** another endpoint (a regional one, a local stand-in); default the product's public one */
  endpoint?: string
  timeoutMs?: number
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com/'
export const ALIYUN_VOICE_ENDPOINT = 'https://dyvmsapi.aliyuncs.com/'
const VERSION = '2017-05-25'
/** Aliyun's template variables are short: the alarm text is cut to this many characters. */
const PARAM_MAX = 35

/** RFC 3986 percent-encoding as Aliyun's signature wants it (encodeURIComponent leaves !'()* alone). */
export const percentEncode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** The signature of a parameter set (without `Signature`) for `method`. */
export function aliyunSignature(params: Record<string, string>, secret: string, method = 'POST'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k]!)}`)
    .join('&')
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`
  return createHmac('sha1', `${secret}&`).update(toSign).digest('base64')
}

async function call(endpoint: string, action: string, params: Record<string, string>, c: AliyunConfig) {
  const all: Record<string, string> = {
    ...params,
    Action: action,
    Version: VERSION,
    Format: 'JSON',
    AccessKeyId: c.accessKey,
    SignatureMethod: 'HMAC-SHA1',
    SignatureVersion: '1.0',
    SignatureNonce: randomUUID(),
    Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }
  const body = new URLSearchParams({ ...all, Signature: aliyunSignature(all, c.accessKeySecret) })
  const response = await fetch(c.endpoint ?? endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
    signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
  })
  const answer = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string }
  if (!response.ok || answer.Code !== 'OK')
    throw new Error(
      `aliyun ${action}: ${answer.Code ?? `HTTP ${response.status}`} ${answer.Message ?? ''}`.trim(),
    )
}

const content = (n: Notification) => JSON.stringify({ content: n.subject.slice(0, PARAM_MAX) })

export function aliyunSms(c: AliyunConfig): NotificationProvider {
  return {
    name: 'aliyun-sms',
    deliver: (n) =>
      call(
        ALIYUN_SMS_ENDPOINT,
        'SendSms',
        {
          PhoneNumbers: n.recipient,
          SignName: c.signName ?? '',
          TemplateCode: c.templateCode,
          TemplateParam: content(n),
        },
        c,
      ),
  }
}

/** A voice call reading the alarm (TTS template); `loops` times for a voice alarm, once for a phone call. */
export function aliyunVoice(c: AliyunConfig, name = 'aliyun-voice'): NotificationProvider {
  return {
    name,
    deliver: (n) =>
      call(
        ALIYUN_VOICE_ENDPOINT,
        'SingleCallByTts',
        {
          CalledNumber: n.recipient,
          TtsCode: c.templateCode,
          TtsParam: content(n),
          PlayTimes: String(Math.min(3, Math.max(1, n.loops ?? 1))),
          ...(c.calledShowNumber ? { CalledShowNumber: c.calledShowNumber } : {}),
        },
        c,
      ),
  }
}
