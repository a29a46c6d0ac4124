/** A form's own message: an alert for a failure, a status for a success. */
export function FormMessage({
  id,
  message,
}: {
  id: string;
  message: { ok: boolean; text: string } | null;
}) {
  if (!message) return null;
  return message.ok ? (
    <p id={id} role="status" className="rounded bg-ash p-2 text-sm">
      {message.text}
    </p>
  ) : (
    <p id={id} role="alert" className="rounded bg-wine/10 p-2 text-sm text-wine">
      {message.text}
    </p>
  );
}
