// Twilio SMS and voice, the international cloud: the REST API's `Messages` and `Calls` resources of an
// account (form POSTs, HTTP basic authentication with the account SID and auth token). A voice alarm is a
// call whose TwiML says the alarm `loops` times (<Say loop>); an answer other than 2xx is a failure, with
// Twilio's own code and message.
import type { Notification, NotificationProvider } from './notifier.ts'

export interface TwilioConfig {
  accountSid: string
  authToken: string
  /** the Twilio number (E.164) messages and calls come from */
  from: string
  /** another API base (a local stand-in); default Twilio's */
  endpoint?: string
  timeoutMs?: number
}

export const TWILIO_ENDPOINT = 'https://api.twilio.com'

const xml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  )

async function post(c: TwilioConfig, resource: 'Messages' | 'Calls', form: Record<string, string>) {
  const base = (c.endpoint ?? TWILIO_ENDPOINT).replace(/\/+$/, '')
  const response = await fetch(
    `${base}/2010-04-01/Accounts/${encodeURIComponent(c.accountSid)}/${resource}.json`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${c.accountSid}:${c.authToken}`).toString('base64')}`,
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(c.timeoutMs ?? 10_000),
    },
  )
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string }
    throw new Error(
      `twilio ${resource}: HTTP ${response.status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim(),
    )
  }
}

export function twilioSms(c: TwilioConfig): NotificationProvider {
  return {
    name: 'twilio-sms',
    deliver: (n) => post(c, 'Messages', { To: n.recipient, From: c.from, Body: n.body }),
  }
}

/** The TwiML of a call saying the alarm `loops` times (at least once). */
export const twiml = (n: Notification) =>
  `<Response><Say loop="${Math.max(1, n.loops ?? 1)}">${xml(n.subject)}</Say></Response>`

export function twilioVoice(c: TwilioConfig, name = 'twilio-voice'): NotificationProvider {
  return { name, deliver: (n) => post(c, 'Calls', { To: n.recipient, From: c.from, Twiml: twiml(n) }) }
}
