/** One row of the error catalogue: a code, or a range [from, to] whose codes without a row of their own share the text. */
export type CatalogueEntry = readonly [
  codes: number | readonly [from: number, to: number],
  zh: string,
  en: string,
]
