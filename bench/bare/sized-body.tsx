/** The body of a bare page of about `size` bytes, prerendered (app/[size]) or per request. */
import { paragraphs, sizedPages } from './sized';

export function SizedBody({ size }: { size: string }) {
  const page = sizedPages().find((candidate) => String(candidate.bytes) === size);
  return (
    <main>
      <h1>A bare page of about {size} bytes</h1>
      {paragraphs(page?.fillerChars ?? 0).map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
