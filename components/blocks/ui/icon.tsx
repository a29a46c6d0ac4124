/** Line icons drawn inline (no icon font or image request). Unknown names draw a diamond. */
const PATHS: Record<string, string> = {
  Accommodations: 'M3 20V10l9-6 9 6v10M9 20v-6h6v6',
  Discounts:
    'M5 19L19 5M7 7h.01M17 17h.01M7 4a3 3 0 100 6 3 3 0 000-6zm10 10a3 3 0 100 6 3 3 0 000-6z',
  Exclusive: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  Invitation: 'M3 7l9 6 9-6M3 7v10h18V7M3 7h18',
  Glass: 'M8 3h8l-1 7a3 3 0 01-6 0zM12 13v7M8 21h8',
  Grape:
    'M12 3v3m-3 3a2 2 0 104 0 2 2 0 00-4 0m4 0a2 2 0 104 0 2 2 0 00-4 0m-2 4a2 2 0 104 0 2 2 0 00-4 0m-2 4a2 2 0 104 0',
  Calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  Pin: 'M12 21s-7-6.5-7-11a7 7 0 0114 0c0 4.5-7 11-7 11zm0-13a2 2 0 100 4 2 2 0 000-4z',
  Truck:
    'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zm10 0a2 2 0 100-4 2 2 0 000 4z',
};

export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name ?? ''] ?? 'M12 3l9 9-9 9-9-9z'} />
    </svg>
  );
}

/** The club triangle logos of the icon list (gold, red, black). */
export function ClubTriangle({
  color,
  className,
}: {
  color: 'gold' | 'red' | 'black';
  className?: string;
}) {
  const fill = { gold: '#b8924a', red: '#8c1c2b', black: '#1b1b1b' }[color];
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path d="M12 3l10 18H2z" fill={fill} />
    </svg>
  );
}
