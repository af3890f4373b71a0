// The part of jsdom (no types of its own here) that the rich-text sanitiser uses: a window for DOMPurify.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string)
    readonly window: Window & typeof globalThis
  }
}
