/**
 * One prerendered page per size the bench asks for: `/<bytes>` holds enough text that its HTML is
 * about that many bytes. The bench writes sizes.json (`{ pages: [{ bytes, fillerChars }] }`)
 * before the build; fillerChars comes from its fit of bytes against text on earlier builds.
 */
import { SizedBody } from '../../sized-body';
import { sizedPages } from '../../sized';

// No `dynamicParams = false`: Cache Components refuses it. The bench asks for listed sizes only.

export function generateStaticParams() {
  return sizedPages().map((page) => ({ size: String(page.bytes) }));
}

export default async function SizedPage({ params }: { params: Promise<{ size: string }> }) {
  return <SizedBody size={(await params).size} />;
}
