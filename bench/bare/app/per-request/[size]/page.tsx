/**
 * The same page as `/<bytes>`, rendered on every request: the twin of a signed-in member's pages,
 * which are personal and rendered per request (the bench's `member` rows). Sizes are read once.
 */
import { connection } from 'next/server';
import { paragraphs, sizedPages } from '../../../sized';

const pages = sizedPages();

export default async function PerRequestPage({ params }: { params: Promise<{ size: string }> }) {
  await connection();
  const { size } = await params;
  const page = pages.find((candidate) => String(candidate.bytes) === size);
  return (
    <main>
      <h1>A bare page of about {size} bytes</h1>
      {paragraphs(page?.fillerChars ?? 0).map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>
  );
}
