// A remote plugin's stylesheets as <link> elements in the page head: resolved once every sheet loaded,
// rejected (and removed again) when one fails, removed by the returned function when the plugin goes.
export function linkStylesheets(doc: Document, urls: readonly string[]): Promise<() => void> {
  const links = urls.map((href) => {
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.remotePlugin = ''
    return link
  })
  const remove = () => {
    for (const link of links) link.remove()
  }
  const loaded = links.map(
    (link) =>
      new Promise<void>((resolve, reject) => {
        link.addEventListener('load', () => resolve(), { once: true })
        link.addEventListener('error', () => reject(new Error(`stylesheet ${link.href} did not load`)), {
          once: true,
        })
      }),
  )
  doc.head.append(...links)
  return Promise.all(loaded).then(
    () => remove,
    (error: unknown) => {
      remove()
      throw error
    },
  )
}
