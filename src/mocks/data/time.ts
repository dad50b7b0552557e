// Times in both of the API's forms. Mock data is laid out relative to the present.
export const DAY_SECONDS = 86_400;

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** ISO string with an explicit +00:00 offset, as the API writes it. */
export function isoTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
