import Link from 'next/link';
import { ProductCard } from '@/components/product/product-card';
import { getSettings } from '@/server/config';
import { getPublicCatalog } from '@/server/shop/products';

export default async function HomePage() {
  const { brand } = getSettings();
  const featured = (await getPublicCatalog())
    .filter((product) => product.type === 'Wine' && product.security.availableTo === 'Public')
    .slice(0, 4);
  return (
    <>
      <section className="bg-ink px-4 py-24 text-center text-white">
        <p className="text-sm tracking-[0.3em] text-gold uppercase">Paso Robles, California</p>
        <h1 className="mt-4 font-serif text-5xl">{brand.name}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/80">
          Estate wines from limestone hillsides, poured at the winery and shipped to your door.
        </p>
        <p className="mt-8 flex justify-center gap-4">
          <Link
            href="/collection/all"
            className="rounded bg-wine px-6 py-3 font-semibold tracking-wide uppercase"
          >
            Shop Wines
          </Link>
          <Link
            href="/join"
            className="rounded border border-white px-6 py-3 font-semibold tracking-wide uppercase"
          >
            Join the Wine Society
          </Link>
        </p>
      </section>
      <section
        aria-labelledby="featured-heading"
        className="mx-auto max-w-[1440px] px-4 py-16 md:px-8"
      >
        <h2 id="featured-heading" className="mb-8 text-center font-serif text-3xl">
          From the cellar
        </h2>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      </section>
    </>
  );
}
