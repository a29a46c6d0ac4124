/**
 * The club and subscription heroes' price under their choices, announced when a choice changes it.
 * Server-safe, so each chooser island renders it without its own copy.
 */
export function HeroPrice({
  price,
  note,
  testId,
}: {
  price?: string;
  note?: string;
  testId?: string;
}) {
  return (
    <p className="mt-6" aria-live="polite">
      {price !== undefined ? (
        <span className="text-2xl font-semibold" data-testid={testId}>
          {price}
        </span>
      ) : null}
      {note ? <span className="block text-sm text-neutral-600">{note}</span> : null}
    </p>
  );
}
