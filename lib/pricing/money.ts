const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The one price formatter: integer cents to US dollars with two decimals ('$1,234.50'). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
