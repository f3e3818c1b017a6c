import { ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { imageAt, imageSrcSet } from '@shared/media';
import { productPath } from '@shared/routes';
import type { ShopProduct } from '@shared/schemas/catalog';
import { Price } from './price';
import { Rating } from './rating';

/** A card's share of the page: half on a phone, a third on a tablet, a quarter on a desktop. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * `eager`: a card of the first screenful, whose image should not wait for layout (the first one
 * is often the page's largest paint).
 */
export function ProductCard({ product, eager = false }: { product: ShopProduct; eager?: boolean }) {
  const { image } = product;
  return (
    <Link
      to={productPath(product.id)}
      className="group flex w-full flex-col overflow-hidden rounded-lg border bg-background transition-shadow hover:shadow-md"
    >
      <div className="aspect-square overflow-hidden bg-muted">
        {image ? (
          <img
            src={imageAt(image, 400)}
            srcSet={imageSrcSet(image)}
            sizes={CARD_SIZES}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={400}
            height={400}
            className="size-full object-cover transition-transform group-hover:scale-105"
          />
        ) : (
          <ImageIcon className="m-auto size-12 h-full text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-medium">{product.title}</h3>
        <Rating rating={product.rating} reviewCount={product.reviewCount} />
        <div className="mt-auto">
          <Price item={product} from={product.pricesVary} />
          {product.inventoryQuantity === 0 && <p className="text-sm font-medium text-sale">Out of stock</p>}
        </div>
      </div>
    </Link>
  );
}

/** `eagerCount`: how many cards are on the first screen (a listing's top row), loaded at once. */
export function ProductGrid({ products, eagerCount = 0 }: { products: ShopProduct[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
